/** Pure rules of the app settings screen: who may edit, and the validation and conversion of each form. */
import type { RegexSamplingRule } from '@/api/appSettings';
import type { PortalOrganization } from '@/api/portal';
import { isDemoOrganization } from '@/portal/core/organizationsRules';

/** Days of the week as the server numbers them (0 Sunday ... 6 Saturday). */
export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The event field a per-route rate matches (the URI's path with ids normalised, e.g. `/items/{id}`). */
export const ROUTE_FIELD = 'request.route';

/** Changing an app and its collection settings: Owners and Admins, never in the demo organization. */
export function canEditApp(org: Pick<PortalOrganization, 'id' | 'demo' | 'role'>): boolean {
  if (isDemoOrganization(org)) return false;
  return org.role === undefined || org.role === 'Owner' || org.role === 'Admin';
}

/** The message for a sampling rate typed as text, or null when it is a whole number from 0 to 100. */
export function rateError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter a rate from 0 to 100.';
  if (!/^\d+$/.test(trimmed)) return 'The rate must be a whole number of percent, from 0 to 100.';
  if (Number(trimmed) > 100) return 'The rate cannot be above 100 %.';
  return null;
}

/** The message for a regular expression that does not compile, or null. */
export function regexError(text: string): string | null {
  if (!text.trim()) return 'Enter a regular expression for the route, such as ^/health.';
  try {
    new RegExp(text);
    return null;
  } catch (error) {
    return `This is not a valid regular expression: ${(error as Error).message}.`;
  }
}

/** One editable row of a rate list: a key (user id, company id or route expression) and its rate as typed. */
export interface RateRow {
  key: string;
  rate: string;
}

/** The errors of a rate list, by row: `key` and `rate` messages (null when the row is valid). */
export interface RateRowErrors {
  key: string | null;
  rate: string | null;
}

/** Validates the rows of a user or company rate list: ids present and unique, rates 0-100. */
export function idRowErrors(rows: RateRow[], noun: string): RateRowErrors[] {
  return rows.map((row, index) => {
    const key = row.key.trim();
    let keyError: string | null = null;
    if (!key) keyError = `Enter the ${noun} id.`;
    else if (rows.findIndex((other) => other.key.trim() === key) !== index) keyError = `The ${noun} ${key} is listed twice.`;
    return { key: keyError, rate: rateError(row.rate) };
  });
}

/** Validates the rows of the per-route list: expressions compile, rates 0-100. */
export function routeRowErrors(rows: RateRow[]): RateRowErrors[] {
  return rows.map((row) => ({ key: regexError(row.key), rate: rateError(row.rate) }));
}

/** True when no row has an error. */
export const rowsValid = (errors: RateRowErrors[]): boolean => errors.every((e) => !e.key && !e.rate);

/** id -> rate map as rows, in id order. */
export const mapToRows = (map: Record<string, number>): RateRow[] =>
  Object.keys(map).sort().map((key) => ({ key, rate: String(map[key]) }));

/** Valid rows as an id -> rate map. */
export const rowsToMap = (rows: RateRow[]): Record<string, number> =>
  Object.fromEntries(rows.map((row) => [row.key.trim(), Number(row.rate.trim())]));

/** The per-route rules of a regex config as rows (rules on other fields are kept aside by `routesToRegexConfig`). */
export function regexConfigToRows(config: RegexSamplingRule[]): RateRow[] {
  return config
    .filter((rule) => rule.conditions.length === 1 && rule.conditions[0].path === ROUTE_FIELD)
    .map((rule) => ({ key: rule.conditions[0].value, rate: String(rule.sample_rate) }));
}

/** Rows as the SDKs' regex_config, after the rules on other fields that the screen does not edit. */
export function rowsToRegexConfig(rows: RateRow[], previous: RegexSamplingRule[]): RegexSamplingRule[] {
  const others = previous.filter((rule) => !(rule.conditions.length === 1 && rule.conditions[0].path === ROUTE_FIELD));
  return [...others, ...rows.map((row) => ({ conditions: [{ path: ROUTE_FIELD, value: row.key }], sample_rate: Number(row.rate.trim()) }))];
}

/** The weight an event kept at this rate is stored with: it counts for that many calls in every chart. */
export const weightOfRate = (rate: number): number => (rate <= 0 ? 0 : Math.floor(100 / rate));

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
const BODY_PATH = /^[^.\s]+(\.[^.\s]+)*$/;

/** Splits a list typed one entry per line (commas also separate), dropping blanks and repeats. */
export function parseList(text: string): string[] {
  const entries = text.split(/[\n,]/).map((entry) => entry.trim()).filter(Boolean);
  return entries.filter((entry, index) => entries.indexOf(entry) === index);
}

/** The message for the header list, or null: each entry must be a header name. */
export function headerListError(entries: string[]): string | null {
  const bad = entries.find((entry) => !HEADER_NAME.test(entry));
  if (bad) return `'${bad}' is not a header name: use letters, digits and - _ . only, without spaces or a colon.`;
  return entries.length > 50 ? 'List at most 50 headers.' : null;
}

/** The message for the body field list, or null: each entry must be names joined by dots. */
export function bodyFieldListError(entries: string[]): string | null {
  const bad = entries.find((entry) => !BODY_PATH.test(entry) || entry.length > 200);
  if (bad) return `'${bad}' is not a field path: use field names joined by dots, such as card.number.`;
  return entries.length > 50 ? 'List at most 50 fields.' : null;
}

/** The message for a URL to encode, or null: an http or https URL. */
export function urlError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter the URL of your API, such as https://api.example.com.';
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'Only http and https URLs can be encoded.';
  } catch {
    return 'This is not a URL: start with https:// and the host, such as https://api.example.com.';
  }
}
