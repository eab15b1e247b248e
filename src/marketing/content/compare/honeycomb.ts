import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/honeycomb-observability */
export const honeycombPage: ComparePageContent = {
  path: '/compare-to/honeycomb-observability',
  feature: 'compare-honeycomb',
  title: 'Apiscope vs Honeycomb for API observability and analytics | Apiscope',
  description:
    'Honeycomb is built for high-cardinality observability of distributed systems. Apiscope adds API customer analytics, payload logs, quotas and billing.',
  competitorName: 'Honeycomb',
  hero: {
    eyebrow: 'Apiscope vs Honeycomb',
    headline: 'Observability for engineers, API analytics for everyone',
    subheadline: 'Honeycomb helps engineers debug systems. Apiscope helps the whole API team understand and monetize customers.',
    image: { src: images.compareOverview, alt: 'Trace heatmap next to an API usage chart by customer' },
  },
  pillars: [
    { title: 'Customer lens', body: 'Users and companies are built in, not fields you must remember to add.' },
    { title: 'Payloads included', body: 'Full request and response bodies for debugging and analytics.' },
    { title: 'Business actions', body: 'Quotas, emails and billing on the same events.' },
  ],
  sections: [
    {
      id: 'focus',
      title: 'Two tools with different jobs',
      body: 'Honeycomb is excellent for exploring high-cardinality telemetry and traces during an investigation. Apiscope captures API calls with their payloads and customers, and turns them into product, support and billing workflows.',
      bullets: ['Honeycomb for system observability', 'Apiscope for API customers and revenue', 'Both speak OpenTelemetry'],
      image: { src: images.traceWaterfall, alt: 'Trace waterfall' },
    },
    {
      id: 'for-the-business',
      title: 'Answers for product, success and finance',
      body: 'Adoption funnels, account health and metered usage are ready-made views, so non-engineers do not need to learn a query builder to get them.',
      bullets: ['Adoption and retention', 'Account health for success teams', 'Usage reports for finance'],
      image: { src: images.companyHealth, alt: 'Company health table' },
    },
  ],
  questions: compareQuestions.analytics,
  related: [relatedLinks.traces, relatedLinks.analytics, relatedLinks.billing, relatedLinks.comparisonGuide],
  cta: { title: 'Give every team the API view', body: 'Keep your OpenTelemetry setup and add Apiscope in minutes.', intentKey: 'product' },
  comparison: {
    'billing-meters': 'no',
    'developer-portal': 'no',
    'quota-enforcement': 'no',
    'customer-analytics': 'Only Custom Metadata',
    'funnels-retention': 'no',
    'custom-dashboards': 'yes',
    'threshold-alerts': 'yes',
    'alert-channels': 'yes',
    traces: 'yes',
    'middleware-capture': 'yes',
    'managed-service': 'yes',
    'management-api': 'yes',
    'open-source-sdks': 'yes',
  },
  comparisonNote: comparisonNote('Honeycomb\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
