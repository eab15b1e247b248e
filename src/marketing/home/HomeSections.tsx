import type { AdParams } from '@/lib/adHeader';
import { FeatureShowcase } from './FeatureShowcase';
import { HomeComparison } from './HomeComparison';
import { ProductTour } from './ProductTour';
import { QuickInstall } from './QuickInstall';
import { TestimonialCarousel } from './TestimonialCarousel';
import { WantToKnowMore } from './WantToKnowMore';

/** Props of {@link HomeSections}. */
export interface HomeSectionsProps {
  /** Ad-link parameters: `billing` renames the showcase's invoice option, `language` preselects an install tab. */
  ad: AdParams;
  /** Focus mode leaves quick install out. */
  focusMode: boolean;
}

/**
 * The home page below its first screen, in order: testimonials, want to know more, the comparison table, the
 * feature showcase, the product tour and quick install. Its own chunk (see `BelowTheFold`).
 */
export function HomeSections({ ad, focusMode }: HomeSectionsProps) {
  return (
    <>
      <TestimonialCarousel />
      <WantToKnowMore />
      <HomeComparison />
      <FeatureShowcase billing={ad.billing} />
      <ProductTour />
      {focusMode ? null : <QuickInstall language={ad.language} />}
    </>
  );
}
