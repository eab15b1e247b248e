import type {
  CtaContent,
  FeatureSectionContent,
  HeroContent,
  IntentKey,
  PillarContent,
  QuestionContent,
  RelatedLinkContent,
  TestimonialId,
} from '@/marketing/content/types';
import type { ComparisonCell, ComparisonRowId, CustomerExperienceContent } from '@/marketing/content/compareTypes';
import type { GuideTileContent, NavigationPanelContent, SdkSnippetContent } from '@/marketing/content/pageTypes';

/**
 * The building blocks a content page is assembled from. Pages build a list of blocks from their content;
 * {@link SectionRenderer} maps each block type to its component.
 */
export type SectionBlock =
  | { type: 'hero'; hero: HeroContent; intentKey: IntentKey }
  | { type: 'pillars'; pillars: PillarContent[] }
  | { type: 'features'; sections: FeatureSectionContent[] }
  | { type: 'testimonial'; testimonialId: TestimonialId }
  | { type: 'questions'; questions: QuestionContent[] }
  | { type: 'related'; links: RelatedLinkContent[] }
  | { type: 'cta'; cta: CtaContent }
  | {
      type: 'comparisonTable';
      competitorName: string;
      cells: Partial<Record<ComparisonRowId, ComparisonCell>>;
      note: string;
    }
  | { type: 'customerExperience'; content: CustomerExperienceContent }
  | { type: 'guideTiles'; title: string; guides: GuideTileContent[] }
  | { type: 'navigationPanels'; label: string; panels: NavigationPanelContent[] }
  | { type: 'sdkTabs'; title: string; snippets: SdkSnippetContent[]; selected: string };

/** The type tag of a block. */
export type SectionBlockType = SectionBlock['type'];
