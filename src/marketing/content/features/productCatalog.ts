import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/product-catalog */
export const productCatalogPage: MarketingPageContent = {
  path: '/features/product-catalog',
  feature: 'product-catalog',
  title: 'Product Catalog: plans and prices for usage-based billing | Apiscope',
  description:
    'Define API plans and prices once, including tiered, volume and per-unit pricing, and keep them in sync with your billing provider and quota rules.',
  hero: {
    eyebrow: 'Product Catalog',
    headline: 'Plans and prices for your API in one catalog',
    subheadline: 'Tiered, volume and pay-as-you-go prices, synced with your billing provider and enforced by quotas.',
    image: { src: images.portalPlans, alt: 'Pricing page generated from the catalog with Free, Growth and Scale plans' },
  },
  pillars: [
    { title: 'One source', body: 'Meters, quotas and portal pricing read the same plans.' },
    { title: 'Every model', body: 'Flat, per unit, tiered, volume, prepaid and pay as you go.' },
    { title: 'Provider sync', body: 'Plans and prices map to your billing provider\u2019s products.' },
  ],
  sections: [
    {
      id: 'plans',
      title: 'Plans that meters, quotas and the portal share',
      body: 'Create plans with their included usage and prices. Billing meters report against them, governance rules enforce them and the developer portal shows them on its pricing page.',
      bullets: ['Plans with included allowances', 'Monthly and annual prices', 'Shown in the developer portal'],
      image: { src: images.catalogPlans, alt: 'Plan list with prices and allowances' },
    },
    {
      id: 'prices',
      title: 'Tiered and volume pricing without spreadsheets',
      body: 'Set unit prices per tier, choose graduated or volume tiers, and preview what a customer with a given usage would pay.',
      bullets: ['Graduated and volume tiers', 'Per-unit and package prices', 'Preview the bill for any usage'],
      image: { src: images.catalogPriceEditor, alt: 'Price editor with three usage tiers and a bill preview for 1.2 million calls' },
    },
  ],
  questions: [
    { question: 'What would this customer pay on another plan?', answer: 'Preview their usage against any price.', image: { src: images.planCompare, alt: 'One customer\u2019s last month priced on three plan options, the cheapest highlighted' } },
    { question: 'Which plan brings the most usage?', answer: 'Group calls by plan.', image: { src: images.segmentation, alt: 'Calls grouped by plan' } },
    { question: 'Are quotas in line with plans?', answer: 'Quotas read allowances from the catalog.', image: { src: images.governanceQuotas, alt: 'Quota per plan' } },
  ],
  related: [relatedLinks.billing, relatedLinks.prepaid, relatedLinks.governance, relatedLinks.portal],
  cta: { title: 'Price your API the way customers use it', body: 'Set up a plan, connect your billing provider and start metering.', intentKey: 'growth' },
};
