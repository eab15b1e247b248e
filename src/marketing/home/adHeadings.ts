import { AD_H1_MAX_LENGTH, AD_H2_MAX_LENGTH } from '@/lib/constants';
import { cleanAdHeader, integrationKey, type AdParams } from '@/lib/adHeader';
import { adHeroCopy, installLanguages } from '@/marketing/content/home';
import { integrations } from '@/marketing/content/other/integrations';

/** Headline and subtitle an ad link asks for; a missing one means the page's own copy. */
export interface AdHeadings {
  h1?: string;
  h2?: string;
}

const NAME_SLOT = '{name}';

/** The catalogue name of an integration id, parameter or name, if the catalogue has it. */
export function integrationName(value: string): string | undefined {
  const key = integrationKey(value);
  return integrations.find(
    (entry) => integrationKey(entry.id) === key || integrationKey(entry.param) === key || integrationKey(entry.name) === key,
  )?.name;
}

/** The display name of an SDK language (quick-install tabs first, then the integration catalogue). */
export function languageName(value: string): string | undefined {
  const key = integrationKey(value);
  const language = installLanguages.find((entry) => [entry.id, ...entry.aliases].some((id) => integrationKey(id) === key));
  return language?.label ?? integrationName(value);
}

/** Puts a name into a template, shortening the name (not the sentence) so the result fits maxLength. */
export function fillTemplate(template: string, name: string, maxLength: number): string {
  const room = Math.max(0, maxLength - (template.length - NAME_SLOT.length));
  return template.replace(NAME_SLOT, name.slice(0, room).trim());
}

/**
 * The hero headings an ad link asks for. Each of H1 and H2 follows, in order: the explicit H1 / H2 parameter,
 * then the integration, then the language, then the billing provider. Known values use their catalogue names;
 * unknown ones their cleaned text (SPEC 5). Headline at most 70 characters, subtitle at most 120.
 */
export function adHeadings(ad: AdParams): AdHeadings {
  const source = headingSource(ad);
  return {
    h1: ad.h1 ?? (source && fillTemplate(source.copy.title, source.name, AD_H1_MAX_LENGTH)),
    h2: ad.h2 ?? (source && fillTemplate(source.copy.subtitle, source.name, AD_H2_MAX_LENGTH)),
  };
}

type HeroCopy = (typeof adHeroCopy)[keyof typeof adHeroCopy];

function headingSource(ad: AdParams): { copy: HeroCopy; name: string } | undefined {
  if (ad.integration) return { copy: adHeroCopy.integration, name: integrationName(ad.integration) ?? ad.integration };
  if (ad.language) {
    const name = languageName(ad.language) ?? cleanAdHeader(ad.language, AD_H1_MAX_LENGTH);
    if (name) return { copy: adHeroCopy.language, name };
  }
  if (ad.billing) return { copy: adHeroCopy.billing, name: integrationName(ad.billing) ?? ad.billing };
  return undefined;
}

