import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/archetype */
export const archetypePage: ComparePageContent = {
  path: '/compare-to/archetype',
  feature: 'compare-archetype',
  title: 'Apiscope vs Archetype for API pricing and billing | Apiscope',
  description:
    'Archetype helps API companies set up usage-based pricing on Stripe. Apiscope meters captured API traffic, bills through several providers and adds full API analytics.',
  competitorName: 'Archetype',
  hero: {
    eyebrow: 'Apiscope vs Archetype',
    headline: 'Usage-based API pricing with analytics built in',
    subheadline: 'Meter captured API traffic, bill through your provider of choice and understand every customer\u2019s usage.',
    image: { src: images.planCompare, alt: 'A customer\u2019s real usage priced on three plan options' },
  },
  pillars: [
    { title: 'Pricing from real usage', body: 'Preview new prices against captured traffic.' },
    { title: 'Provider choice', body: 'Stripe, Chargebee, Recurly, Zuora or webhooks.' },
    { title: 'Full analytics', body: 'Logs, monitoring and product analytics included.' },
  ],
  sections: [
    {
      id: 'pricing',
      title: 'Design prices on the usage you already see',
      body: 'Archetype focuses on plans, entitlements and checkout on top of Stripe. Apiscope starts from captured API usage, so you can test a price on last month\u2019s real traffic before you launch it.',
      bullets: ['Bill previews on real usage', 'Tiered, volume and prepaid', 'Quotas from the same catalog'],
      image: { src: images.catalogPriceEditor, alt: 'Price editor' },
    },
    {
      id: 'beyond',
      title: 'Analytics and monitoring with the billing',
      body: 'The same platform shows adoption, errors and account health, so pricing decisions come with the context behind them.',
      bullets: ['Adoption and retention', 'Alerts per customer', 'Full payload logs'],
      image: { src: images.retention, alt: 'Retention grid' },
    },
  ],
  questions: compareQuestions.billing,
  related: [relatedLinks.catalog, relatedLinks.billing, relatedLinks.analytics, relatedLinks.comparisonGuide],
  cta: { title: 'Price your API with confidence', body: 'Preview pricing on your real traffic this week.', intentKey: 'growth' },
  comparison: {
    'billing-meters': 'yes',
    'pricing-models': 'yes',
    'billing-providers': 'Stripe Only',
    'self-serve-portal': 'yes',
    'quota-enforcement': 'yes',
    'customer-analytics': 'Billing Only',
    'logs-search': 'no',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'no',
    'middleware-capture': 'no',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('Archetype\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
