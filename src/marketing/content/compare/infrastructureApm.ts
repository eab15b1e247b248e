import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/infrastructure-and-application-performance-monitoring */
export const infrastructureApmPage: ComparePageContent = {
  path: '/compare-to/infrastructure-and-application-performance-monitoring',
  feature: 'compare-infrastructure-apm',
  title: 'Apiscope vs infrastructure and APM tools for APIs | Apiscope',
  description:
    'Infrastructure and APM tools watch servers and services. Apiscope watches API customers: usage, payloads, quotas and billing per company, alongside your APM.',
  competitorName: 'Infrastructure and APM tools',
  hero: {
    eyebrow: 'Apiscope vs infrastructure and APM',
    headline: 'Your APM watches services. Apiscope watches customers.',
    subheadline: 'Keep your APM for hosts and services; add per-customer API usage, payload logs, quotas and billing.',
    image: { src: images.compareOverview, alt: 'Service health chart next to an API usage chart broken down by customer' },
  },
  pillars: [
    { title: 'Customer context', body: 'Every call tied to a user and company, not just a host or service.' },
    { title: 'Business metrics', body: 'Adoption, retention and usage-based revenue from the same data.' },
    { title: 'Works alongside', body: 'OpenTelemetry traces and trace ids connect the two views.' },
  ],
  sections: [
    {
      id: 'complement',
      title: 'Complementary, not a replacement',
      body: 'APM tools are the right place for CPU, memory, service latency and infrastructure alerts. Apiscope answers the API-program questions they are not designed for: which customer, which plan, which payload, and what to bill.',
      bullets: ['APM for hosts, containers and services', 'Apiscope for customers, usage and billing', 'Shared trace ids to jump between them'],
      image: { src: images.traceWaterfall, alt: 'Trace waterfall joined to an API call' },
    },
    {
      id: 'customer-impact',
      title: 'Incident impact in customer terms',
      body: 'When error rates rise, Apiscope lists the companies affected and the calls that failed, so support and success teams can act while engineering fixes.',
      bullets: ['Errors per company', 'Alerts scoped to key accounts', 'Full payloads of failed calls'],
      image: { src: images.monitoringOverview, alt: 'Monitoring overview with alerts scoped to companies' },
    },
  ],
  questions: compareQuestions.monitoring,
  related: [relatedLinks.monitoring, relatedLinks.traces, relatedLinks.logs, relatedLinks.comparisonGuide],
  cta: { title: 'Add the customer view to your monitoring', body: 'Install next to your APM agent in minutes.', intentKey: 'monitor' },
  comparison: {
    'billing-meters': 'no',
    'developer-portal': 'no',
    'quota-enforcement': 'no',
    'customer-analytics': 'Only Custom Metadata',
    'funnels-retention': 'no',
    'logs-search': 'partial',
    'custom-dashboards': 'yes',
    'threshold-alerts': 'yes',
    'anomaly-alerts': 'yes',
    traces: 'yes',
    'middleware-capture': 'yes',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('typical infrastructure and APM vendors\u2019'),
  customerExperience: apiscopeCustomerExperience,
};
