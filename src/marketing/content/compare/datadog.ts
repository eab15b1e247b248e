import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/datadog-application-performance-monitoring */
export const datadogPage: ComparePageContent = {
  path: '/compare-to/datadog-application-performance-monitoring',
  feature: 'compare-datadog',
  title: 'Apiscope vs Datadog APM for API analytics and billing | Apiscope',
  description:
    'Datadog is a broad observability platform. Apiscope focuses on API customers: per-company usage, payload analytics, quotas and usage-based billing.',
  competitorName: 'Datadog',
  hero: {
    eyebrow: 'Apiscope vs Datadog',
    headline: 'Datadog runs your infrastructure. Apiscope runs your API business.',
    subheadline: 'Per-customer API usage, payload analytics, quotas and usage-based billing next to the observability you use.',
    image: { src: images.compareOverview, alt: 'Infrastructure dashboard next to an API usage chart by customer' },
  },
  pillars: [
    { title: 'Customers first', body: 'Usage and errors by company without building tag conventions.' },
    { title: 'Monetize', body: 'Meters, quotas and invoicing through your billing provider.' },
    { title: 'Predictable', body: 'Priced on API events, not hosts, spans and log gigabytes.' },
  ],
  sections: [
    {
      id: 'focus',
      title: 'A different focus',
      body: 'Datadog covers infrastructure, APM, logs, security and more across your stack. Apiscope is narrower by design: the API calls your customers make, who made them, what they contained, and what they should cost.',
      bullets: ['Keep Datadog for infrastructure and services', 'Use Apiscope for customer usage and billing', 'Correlate with shared trace ids'],
      image: { src: images.usageByCustomer, alt: 'API usage by customer' },
    },
    {
      id: 'billing',
      title: 'From usage to invoice',
      body: 'Apiscope meters the same API traffic it analyses and reports usage to Stripe, Chargebee, Recurly or Zuora, with quotas enforced in your SDK or gateway.',
      bullets: ['Billing meters on any field', 'Quota enforcement', 'Customer-facing usage charts'],
      image: { src: images.billingMeter, alt: 'Billing meter configuration' },
    },
  ],
  testimonialId: 'reloadly1',
  questions: compareQuestions.monitoring,
  related: [relatedLinks.analytics, relatedLinks.billing, relatedLinks.monitoring, relatedLinks.comparisonGuide],
  cta: { title: 'Add customer-level API insight to Datadog', body: 'Install the Apiscope SDK alongside the Datadog agent.', intentKey: 'monitor' },
  comparison: {
    'billing-meters': 'no',
    'pricing-models': 'no',
    'developer-portal': 'no',
    'quota-enforcement': 'no',
    'customer-analytics': 'Only Custom Metadata',
    'payload-analytics': 'Only Custom Metadata',
    'logs-search': 'yes',
    'custom-dashboards': 'yes',
    'dashboard-sharing': 'yes',
    'threshold-alerts': 'yes',
    'anomaly-alerts': 'yes',
    'alert-channels': 'yes',
    traces: 'yes',
    'middleware-capture': 'yes',
    'managed-service': 'yes',
    'management-api': 'yes',
    'open-source-sdks': 'yes',
  },
  comparisonNote: comparisonNote('Datadog\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
