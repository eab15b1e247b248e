import { comparisonGuidePage } from '@/marketing/content/comparison-guide';
import { SectionRenderer } from '@/marketing/sections/SectionRenderer';
import type { SectionBlock } from '@/marketing/sections/blocks';
import { useLandingPage } from './useLandingPage';

const content = comparisonGuidePage;

/** Hero, pillars, guide tiles, the three navigation panels and the GDPR/CCPA call to action, then the usual end. */
const blocks: SectionBlock[] = [
  { type: 'hero', hero: content.hero, intentKey: content.cta.intentKey },
  { type: 'pillars', pillars: content.pillars },
  { type: 'guideTiles', title: content.guidesTitle, guides: content.guides },
  { type: 'navigationPanels', label: 'Why teams choose Apiscope', panels: content.panels },
  { type: 'features', sections: content.sections },
  { type: 'navigationPanels', label: 'Privacy compliance', panels: [content.privacyCallout] },
  { type: 'questions', questions: content.questions },
  { type: 'related', links: content.related },
  { type: 'cta', cta: content.cta },
];

/** /comparison-guide */
export function ComparisonGuidePage() {
  useLandingPage(content);
  return <SectionRenderer blocks={blocks} />;
}

/** Lazy route module export. */
export const Component = ComparisonGuidePage;
