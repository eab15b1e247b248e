import type { SectionBlock } from './blocks';
import { ComparisonTable } from './ComparisonTable';
import { CtaBand } from './CtaBand';
import { CustomerExperience } from './CustomerExperience';
import { FeatureSections } from './FeatureSections';
import { GuideTiles } from './GuideTiles';
import { Hero } from './Hero';
import { NavigationPanels } from './NavigationPanels';
import { PillarTiles } from './PillarTiles';
import { QuestionGallery } from './QuestionGallery';
import { RelatedFeatures } from './RelatedFeatures';
import { SdkTabs } from './SdkTabs';
import { TestimonialBlock } from './TestimonialBlock';
import { useProgressiveCount } from './useProgressiveCount';
import './SectionRenderer.css';

/** Blocks drawn with the first paint (the hero and what follows it on the first screen). */
const FIRST_PAINT_BLOCKS = 2;

/** Renders one block with the component of its type. */
function renderBlock(block: SectionBlock) {
  switch (block.type) {
    case 'hero':
      return <Hero hero={block.hero} intentKey={block.intentKey} />;
    case 'pillars':
      return <PillarTiles pillars={block.pillars} />;
    case 'features':
      return <FeatureSections sections={block.sections} />;
    case 'testimonial':
      return <TestimonialBlock testimonialId={block.testimonialId} />;
    case 'questions':
      return <QuestionGallery questions={block.questions} />;
    case 'related':
      return <RelatedFeatures links={block.links} />;
    case 'cta':
      return <CtaBand cta={block.cta} />;
    case 'comparisonTable':
      return <ComparisonTable competitorName={block.competitorName} cells={block.cells} note={block.note} />;
    case 'customerExperience':
      return <CustomerExperience content={block.content} />;
    case 'guideTiles':
      return <GuideTiles title={block.title} guides={block.guides} />;
    case 'navigationPanels':
      return <NavigationPanels panels={block.panels} label={block.label} />;
    case 'sdkTabs':
      return <SdkTabs title={block.title} snippets={block.snippets} selected={block.selected} />;
  }
}

/** Props of {@link SectionRenderer}. */
export interface SectionRendererProps {
  blocks: SectionBlock[];
}

/**
 * Maps a page's blocks, in order, to their section components. The first screen's blocks are drawn with the first
 * paint and the others one per task after it, so the page answers input sooner; until they are all drawn a
 * placeholder one screen high keeps the footer out of sight. A URL that names an anchor draws everything at once.
 */
export function SectionRenderer({ blocks }: SectionRendererProps) {
  const shown = useProgressiveCount(blocks.length, FIRST_PAINT_BLOCKS, window.location.hash.length > 1);
  return (
    <div className="mk-page">
      {blocks.slice(0, shown).map((block, index) => (
        <div key={`${block.type}-${index}`} className={`mk-page__block mk-page__block--${block.type}`}>
          {renderBlock(block)}
        </div>
      ))}
      {shown < blocks.length && <div className="mk-page__pending" aria-hidden="true" />}
    </div>
  );
}
