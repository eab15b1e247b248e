/**
 * Headline text and hints that ad links put in the URL (SPEC sections 2, 3 and 5):
 * `?integration=kong&language=python&billing=stripe&H1=Track-your-API&H2=...`.
 *
 * Which one a headline follows (see `src/marketing/home/adHeadings.ts`): an explicit H1 / H2 first, then the
 * integration, then the language, then the billing provider; without any of them the page's own copy.
 */
import { AD_H1_MAX_LENGTH, AD_H2_MAX_LENGTH } from './constants';

/** Billing providers an ad link may name. */
export const BILLING_PROVIDERS = ['stripe', 'chargebee', 'recurly', 'zuora'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** What an ad link asks the landing page to show; absent or unusable values are left out. */
export interface AdParams {
  /**
   * Integration the ad was about (a gateway, SDK or billing product, e.g. 'kong'), cleaned like H1 and cut to
   * 70 characters. Match it against a catalogue with {@link integrationKey}.
   */
  integration?: string;
  /** SDK language to preselect, lower case (e.g. 'python', 'node.js', 'c#'). */
  language?: string;
  billing?: BillingProvider;
  /** Cleaned headline, at most 70 characters. */
  h1?: string;
  /** Cleaned sub-headline, at most 120 characters. */
  h2?: string;
}

/**
 * Cleans ad-supplied text for display: hyphens and underscores become spaces, every other character that is
 * not a letter, digit or space is removed, runs of spaces collapse to one, and the result is cut to maxLength.
 */
export function cleanAdHeader(text: string, maxLength: number): string {
  if (!Number.isInteger(maxLength) || maxLength < 0) {
    throw new Error(`maxLength must be a non-negative integer, got ${String(maxLength)}`);
  }
  return text
    .replace(/[-_]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/**
 * Comparison key for integration names and ids: lower case, letters and digits only, so 'Fluent-Bit',
 * 'fluent bit' and 'fluentbit' are the same integration.
 */
export function integrationKey(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const LANGUAGE_PATTERN = /^[a-z0-9.#+-]{1,40}$/;

function isBillingProvider(value: string): value is BillingProvider {
  return (BILLING_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Reads the ad parameters from a query string or URLSearchParams. H1 and H2 are also accepted in lower case;
 * H1, H2 and integration are cleaned with {@link cleanAdHeader}.
 */
export function readAdParams(search: string | URLSearchParams): AdParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: AdParams = {};

  const integration = cleanAdHeader(params.get('integration') ?? '', AD_H1_MAX_LENGTH);
  if (integration) result.integration = integration;

  const language = params.get('language')?.trim().toLowerCase();
  if (language && LANGUAGE_PATTERN.test(language)) result.language = language;

  const billing = params.get('billing')?.trim().toLowerCase();
  if (billing && isBillingProvider(billing)) result.billing = billing;

  const h1 = cleanAdHeader(params.get('H1') ?? params.get('h1') ?? '', AD_H1_MAX_LENGTH);
  if (h1) result.h1 = h1;
  const h2 = cleanAdHeader(params.get('H2') ?? params.get('h2') ?? '', AD_H2_MAX_LENGTH);
  if (h2) result.h2 = h2;

  return result;
}
