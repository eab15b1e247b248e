import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /industries/api-analytics-for-financial-platforms */
export const financialPage: MarketingPageContent = {
  path: '/industries/api-analytics-for-financial-platforms',
  feature: 'industry-financial',
  title: 'API Analytics for Financial Platforms | Apiscope',
  description:
    'API analytics for payments, banking and fintech platforms: transaction volumes and failures per partner, usage-based pricing, abuse detection and audit logs.',
  hero: {
    eyebrow: 'Financial platforms',
    headline: 'API analytics for payments, banking and fintech',
    subheadline: 'Transaction volumes and failures per partner, usage-based pricing and abuse detection in one platform.',
    image: { src: images.fintechTransactions, alt: 'Chart of payment API transactions per hour split into approved, declined and errored, with a partner table' },
  },
  pillars: [
    { title: 'Every transaction', body: 'Volumes, declines and errors per partner and route.' },
    { title: 'Monetize', body: 'Per-transaction and tiered pricing through your billing provider.' },
    { title: 'Controls', body: 'SOC 2 Type 2, SSO, audit logs and encryption with your keys.' },
  ],
  sections: [
    {
      id: 'transactions',
      title: 'Transaction health per partner',
      body: 'Separate declines your partners expect from errors they should never see, and break both down by partner, country and route.',
      bullets: ['Approved, declined and errored calls', 'Per partner and country', 'Anomaly alerts on decline rates'],
      image: { src: images.fintechDeclines, alt: 'Declines for one partner grouped by decline code with one code spiking' },
    },
    {
      id: 'pricing',
      title: 'Per-transaction pricing with metered billing',
      body: 'Meter successful transactions or volume processed per customer and invoice through your billing provider, with quotas for each plan.',
      bullets: ['Meters on status and body fields', 'Tiered and volume prices', 'Quota enforcement'],
      image: { src: images.billingMeter, alt: 'Meter on successful transactions' },
    },
  ],
  testimonialId: 'reloadly1',
  questions: [
    { question: 'Which partners process the most volume?', answer: 'Volume and decline rate per partner.', image: { src: images.usageByCustomer, alt: 'Calls per company with week-over-week change' } },
    { question: 'Is someone testing stolen cards?', answer: 'Anomalies in small-amount attempts per key.', image: { src: images.anomaly, alt: 'Anomaly chart' } },
    { question: 'What does each partner owe?', answer: 'Metered transactions per company.', image: { src: images.billingUsageReport, alt: 'Usage per company' } },
  ],
  related: [relatedLinks.billing, relatedLinks.security, relatedLinks.monitoring, relatedLinks.governance],
  cta: { title: 'See every transaction your API handles', body: 'Install in your payment API and break volumes down by partner today.', intentKey: 'product' },
};
