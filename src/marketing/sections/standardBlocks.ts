import type { HeroContent, MarketingPageContent } from '@/marketing/content/types';
import type { SectionBlock } from './blocks';

/** Blocks that go between the top (hero, pillars, features) and the bottom of a standard page. */
export interface StandardBlockOptions {
  /** Replaces the content's hero (query-parameter headlines). */
  hero?: HeroContent;
  /** Extra blocks placed after the feature sections, before the testimonial. */
  middle?: SectionBlock[];
}

/**
 * The standard page, top to bottom: hero, pillar tiles, alternating feature sections, optional extra blocks,
 * the testimonial (when the page has one), question gallery, related features and the CTA band.
 */
export function standardBlocks(content: MarketingPageContent, options: StandardBlockOptions = {}): SectionBlock[] {
  const blocks: SectionBlock[] = [
    { type: 'hero', hero: options.hero ?? content.hero, intentKey: content.cta.intentKey },
    { type: 'pillars', pillars: content.pillars },
    { type: 'features', sections: content.sections },
    ...(options.middle ?? []),
  ];
  if (content.testimonialId) blocks.push({ type: 'testimonial', testimonialId: content.testimonialId });
  blocks.push(
    { type: 'questions', questions: content.questions },
    { type: 'related', links: content.related },
    { type: 'cta', cta: content.cta },
  );
  return blocks;
}
