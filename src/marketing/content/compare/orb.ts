import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/orb */
export const orbPage: ComparePageContent = {
  path: '/compare-to/orb',
  feature: 'compare-orb',
  title: 'Apiscope vs Orb for usage-based billing | Apiscope',
  description:
    'Orb is a usage-based billing engine fed by events you send. Apiscope meters API traffic it already collects and adds analytics, quotas and a developer portal.',
  competitorName: 'Orb',
  hero: {
    eyebrow: 'Apiscope vs Orb',
    headline: 'Usage-based billing that starts from your API traffic',
    subheadline: 'Orb bills the usage events you send it. Apiscope captures the usage itself and adds analytics and quotas.',
    image: { src: images.billingOverview, alt: 'Usage-based revenue per meter' },
  },
  pillars: [
    { title: 'No usage pipeline', body: 'Meters read the API calls the SDK or gateway already captures.' },
    { title: 'Enforce, not just bill', body: 'Quotas and blocks apply the plan limits in the request path.' },
    { title: 'Explain every charge', body: 'Drill from an invoice line to the API calls behind it.' },
  ],
  sections: [
    {
      id: 'events',
      title: 'Billing events you do not have to build',
      body: 'Orb expects your systems to send well-formed usage events and defines billable metrics over them, including with SQL. With Apiscope, the API traffic is the usage data: define a meter as a filter and an aggregate on fields already collected.',
      bullets: ['Meters on captured calls and body fields', 'No idempotency or backfill logic to write', 'Invoices through your billing provider'],
      image: { src: images.billingMeter, alt: 'Meter editor' },
    },
    {
      id: 'beyond-billing',
      title: 'Billing plus the product around it',
      body: 'Analytics, quota enforcement, behavioral emails and an open-source developer portal use the same numbers as the invoice, so customers see the usage they pay for.',
      bullets: ['Quota enforcement in the SDK or gateway', 'Customer-facing usage charts', 'Open-source developer portal'],
      image: { src: images.portalKeys, alt: 'Developer portal usage page' },
    },
  ],
  testimonialId: 'symblai2',
  questions: compareQuestions.billing,
  related: [relatedLinks.billing, relatedLinks.prepaid, relatedLinks.governance, relatedLinks.comparisonGuide],
  cta: { title: 'Bill from the API data you already have', body: 'Define a meter on live traffic and preview the invoice today.', intentKey: 'growth' },
  comparison: {
    'billing-meters': 'yes',
    'pricing-models': 'yes',
    'billing-providers': 'yes',
    'prepaid-credits': 'yes',
    'developer-portal': 'no',
    'embedded-metrics': 'Billing Only',
    'quota-enforcement': 'no',
    'customer-analytics': 'Billing Only',
    'payload-analytics': 'SQL Only',
    'logs-search': 'no',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'Basic Alerts',
    'middleware-capture': 'no',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('Orb\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
