import { AD_H1_MAX_LENGTH, AD_H2_MAX_LENGTH } from '@/lib/constants';
import { cleanAdHeader } from '@/lib/adHeader';
import type { HeroContent, ImageContent } from '@/marketing/content/types';

/** Query parameters that may carry the headline (first present wins). */
const HEADLINE_PARAMS = ['headline', 'H1', 'h1'];
/** Query parameters that may carry the sub-headline (first present wins). */
const SUBHEADLINE_PARAMS = ['subheadline', 'H2', 'h2'];

function firstParam(params: URLSearchParams, names: string[]): string | null {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) return value;
  }
  return null;
}

/**
 * The hero of a customisable page after applying ad-link query parameters:
 * `headline`/`H1` and `subheadline`/`H2` are reduced to plain text (letters, digits, spaces; at most 70 and 120
 * characters) and an empty result keeps the default; `image` (or `billing`) must be a key of `imageOptions`,
 * anything else keeps the default picture.
 */
export function heroFromQuery(
  base: HeroContent,
  params: URLSearchParams,
  imageOptions: Record<string, ImageContent> = {},
): HeroContent {
  const headline = cleanAdHeader(firstParam(params, HEADLINE_PARAMS) ?? '', AD_H1_MAX_LENGTH);
  const subheadline = cleanAdHeader(firstParam(params, SUBHEADLINE_PARAMS) ?? '', AD_H2_MAX_LENGTH);
  const imageKey = (params.get('image') ?? params.get('billing') ?? '').trim().toLowerCase();
  const image = Object.hasOwn(imageOptions, imageKey) ? imageOptions[imageKey] : undefined;
  return {
    ...base,
    headline: headline || base.headline,
    subheadline: subheadline || base.subheadline,
    image: image ?? base.image,
  };
}
