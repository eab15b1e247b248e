import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/hypercurrent */
export const hypercurrentPage: ComparePageContent = {
  path: '/compare-to/hypercurrent',
  feature: 'compare-hypercurrent',
  title: 'Apiscope vs HyperCurrent for API monetization | Apiscope',
  description:
    'HyperCurrent focuses on API metering and monetization. Apiscope combines metering and billing with full API analytics, logs, monitoring and a developer portal.',
  competitorName: 'HyperCurrent',
  hero: {
    eyebrow: 'Apiscope vs HyperCurrent',
    headline: 'API monetization with the analytics to back it up',
    subheadline: 'Metering and billing plus full API analytics, payload logs, monitoring and an open-source developer portal.',
    image: { src: images.billingOverview, alt: 'Usage-based revenue per meter' },
  },
  pillars: [
    { title: 'Monetize', body: 'Meters, prepaid credits and invoicing through your billing provider.' },
    { title: 'Understand', body: 'Analytics, funnels and retention on the same data.' },
    { title: 'Support', body: 'Full payload logs to explain any charge.' },
  ],
  sections: [
    {
      id: 'monetize',
      title: 'Monetization is one part of the API lifecycle',
      body: 'A metering tool answers how much to bill. API teams also need to know why usage changed, which integrations are failing and who is ready to upgrade; Apiscope answers all of them from one data set.',
      bullets: ['Meters and quotas', 'Adoption analytics', 'Account health for success teams'],
      image: { src: images.companyHealth, alt: 'Company health table' },
    },
    {
      id: 'debug-charges',
      title: 'Explain every charge with the calls behind it',
      body: 'When a customer disputes an invoice, drill from the meter to the exact API calls, with payloads, that produced the usage.',
      bullets: ['Meter to log drill-down', 'Full payloads', 'Shareable search links'],
      image: { src: images.customerTimeline, alt: 'One company\u2019s API calls with their request bodies' },
    },
  ],
  questions: compareQuestions.billing,
  related: [relatedLinks.billing, relatedLinks.analytics, relatedLinks.logs, relatedLinks.comparisonGuide],
  cta: { title: 'Monetize your API with full visibility', body: 'Meters, analytics and logs in one platform.', intentKey: 'growth' },
  comparison: {
    'billing-meters': 'yes',
    'billing-providers': 'yes',
    'developer-portal': 'no',
    'embedded-metrics': 'Billing Only',
    'quota-enforcement': 'partial',
    'customer-analytics': 'Billing Only',
    'logs-search': 'no',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'Basic Alerts',
    'middleware-capture': 'partial',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('HyperCurrent\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
