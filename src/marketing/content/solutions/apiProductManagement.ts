import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/api-product-management */
export const apiProductManagementPage: MarketingPageContent = {
  path: '/solutions/api-product-management',
  feature: 'solution-api-product-management',
  title: 'API Product Management: adoption, funnels and pricing insight | Apiscope',
  description:
    'Product analytics built for APIs: see which endpoints customers adopt, where onboarding stalls and how usage maps to plans and pricing.',
  hero: {
    eyebrow: 'API Product Management',
    headline: 'Product analytics for teams whose product is an API',
    subheadline: 'See which endpoints customers adopt, where onboarding stalls and how usage maps to your plans.',
    image: { src: images.usageByCustomer, alt: 'API calls per company over two weeks with week-over-week change per company' },
  },
  pillars: [
    { title: 'Adoption', body: 'Which endpoints and features each customer uses.' },
    { title: 'Onboarding', body: 'Where new developers drop off and how long first success takes.' },
    { title: 'Pricing', body: 'How usage is distributed across plans and tiers.' },
  ],
  sections: [
    {
      id: 'adoption',
      title: 'Endpoint adoption by customer and plan',
      body: 'Know which endpoints are core, which are niche and which nobody uses. Decide what to deprecate with the list of customers who still call it.',
      bullets: ['Adoption per route and version', 'Customers per endpoint', 'Deprecation candidates with their callers'],
      image: { src: images.segmentation, alt: 'Calls grouped by route and plan' },
    },
    {
      id: 'pricing',
      title: 'Usage distribution to inform pricing',
      body: 'See how usage spreads across customers and where tiers fall, then preview a new price against real usage before you announce it.',
      bullets: ['Usage percentiles per plan', 'Bill previews on the catalog', 'Upgrade candidates by cohort'],
      image: { src: images.catalogPriceEditor, alt: 'Tiered price editor with bill preview' },
    },
  ],
  testimonialId: 'youcom1',
  questions: [
    { question: 'Where does onboarding stall?', answer: 'Funnel from sign-up to first successful call.', image: { src: images.funnel, alt: 'Onboarding funnel' } },
    { question: 'Who would a new tier affect?', answer: 'Customers by usage band.', image: { src: images.planCompare, alt: 'A customer\u2019s usage priced on three plan options' } },
    { question: 'Which customers retained after launch?', answer: 'Weekly retention cohorts.', image: { src: images.retention, alt: 'Retention grid' } },
  ],
  related: [relatedLinks.analytics, relatedLinks.cohorts, relatedLinks.catalog, relatedLinks.emails],
  cta: { title: 'Make product decisions from API usage', body: 'Connect your API and get adoption and funnel reports in your first week.', intentKey: 'product' },
};
