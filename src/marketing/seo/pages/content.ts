import { comparePages } from '@/marketing/content/compare';
import { comparisonGuidePage } from '@/marketing/content/comparison-guide';
import { enterprisePages } from '@/marketing/content/enterprise';
import { defaultFeaturePage, featurePages } from '@/marketing/content/features';
import { industryPages } from '@/marketing/content/industries';
import { solutionPages } from '@/marketing/content/solutions';
import type { MarketingPageContent, PageMeta } from '@/marketing/content/types';

const toPageMeta = ({ path, title, description, hero }: MarketingPageContent): PageMeta => ({ path, title, description, heroImage: hero.image.src });

/**
 * Every concrete URL of the content-page families: features (plus /features, which shows the API analytics
 * page), solutions, industries, enterprise, the comparison guide and the compare pages.
 */
export const contentPages: PageMeta[] = [
  { ...toPageMeta(defaultFeaturePage), path: '/features', canonicalPath: defaultFeaturePage.path },
  ...Object.values(featurePages).map(toPageMeta),
  ...Object.values(solutionPages).map(toPageMeta),
  ...Object.values(industryPages).map(toPageMeta),
  ...Object.values(enterprisePages).map(toPageMeta),
  toPageMeta(comparisonGuidePage),
  ...Object.values(comparePages).map(toPageMeta),
];
