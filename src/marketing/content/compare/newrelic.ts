import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/newrelic-application-performance-monitoring */
export const newrelicPage: ComparePageContent = {
  path: '/compare-to/newrelic-application-performance-monitoring',
  feature: 'compare-newrelic',
  title: 'Apiscope vs New Relic APM for API analytics | Apiscope',
  description:
    'New Relic is a full-stack observability platform. Apiscope adds API-specific customer analytics, payload logs, governance and usage-based billing.',
  competitorName: 'New Relic',
  hero: {
    eyebrow: 'Apiscope vs New Relic',
    headline: 'Full-stack observability meets API product analytics',
    subheadline: 'Keep New Relic for your stack; add usage by customer, payload analytics, quotas and billing for your API.',
    image: { src: images.compareOverview, alt: 'Service latency chart next to API usage per customer' },
  },
  pillars: [
    { title: 'Point and click', body: 'Breakdowns by customer and body field without writing queries.' },
    { title: 'Product questions', body: 'Funnels, retention and adoption for developers.' },
    { title: 'Billing included', body: 'Meters and quotas on the same data.' },
  ],
  sections: [
    {
      id: 'focus',
      title: 'Built for the people who own the API product',
      body: 'New Relic gives engineers deep telemetry and a powerful query language. Apiscope is made for product, success and finance as well as engineering, with answers about customers rather than hosts.',
      bullets: ['Usage per customer and plan', 'Funnels and retention', 'Shareable dashboards for non-engineers'],
      image: { src: images.dashboardGrid, alt: 'Dashboard of API KPIs' },
    },
    {
      id: 'govern',
      title: 'Act on the data: quotas, emails and billing',
      body: 'Governance rules, behavioral emails and billing meters use the same API events, so insight turns into enforcement and revenue without another tool.',
      bullets: ['Quotas and blocks', 'Emails on usage changes', 'Usage-based invoicing'],
      image: { src: images.governanceRule, alt: 'Governance rule' },
    },
  ],
  questions: compareQuestions.monitoring,
  related: [relatedLinks.analytics, relatedLinks.governance, relatedLinks.billing, relatedLinks.comparisonGuide],
  cta: { title: 'See your API through your customers\u2019 eyes', body: 'Install alongside New Relic and compare in a day.', intentKey: 'monitor' },
  comparison: {
    'billing-meters': 'no',
    'developer-portal': 'no',
    'quota-enforcement': 'no',
    'customer-analytics': 'Only Custom Metadata',
    'funnels-retention': 'partial',
    'logs-search': 'yes',
    'custom-dashboards': 'yes',
    'threshold-alerts': 'yes',
    'anomaly-alerts': 'yes',
    traces: 'yes',
    'middleware-capture': 'yes',
    'managed-service': 'yes',
    'management-api': 'yes',
    'open-source-sdks': 'yes',
  },
  comparisonNote: comparisonNote('New Relic\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
