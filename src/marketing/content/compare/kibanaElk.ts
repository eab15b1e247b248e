import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/kibana-and-elk-stack */
export const kibanaElkPage: ComparePageContent = {
  path: '/compare-to/kibana-and-elk-stack',
  feature: 'compare-kibana-elk',
  title: 'Apiscope vs Kibana and the ELK Stack for API logs | Apiscope',
  description:
    'The ELK Stack is a flexible log platform you assemble and operate. Apiscope is a managed, API-specific alternative with analytics, alerts and billing built in.',
  competitorName: 'Kibana and the ELK Stack',
  hero: {
    eyebrow: 'Apiscope vs Kibana and ELK',
    headline: 'API logs and analytics without running a cluster',
    subheadline: 'The ELK Stack can store anything if you build it. Apiscope ships API analytics, alerts and billing ready to use.',
    image: { src: images.compareOverview, alt: 'Log pipeline diagram next to a ready-made API dashboard' },
  },
  pillars: [
    { title: 'Nothing to operate', body: 'No clusters, index lifecycle policies or shipper pipelines.' },
    { title: 'API-aware', body: 'Customers, routes, latency percentiles and payload fields out of the box.' },
    { title: 'More than logs', body: 'Funnels, quotas, emails and billing on the same data.' },
  ],
  sections: [
    {
      id: 'operate',
      title: 'Skip the pipeline and the cluster',
      body: 'With ELK you design the log format, ship it, size the cluster and maintain index policies. Apiscope\u2019s SDKs and gateway plugins send structured API events to a managed store.',
      bullets: ['No index or shard planning', 'Structured API events from day one', 'Multi-year retention managed for you'],
      image: { src: images.architecture, alt: 'Collection architecture' },
    },
    {
      id: 'analytics',
      title: 'Analytics that understand API customers',
      body: 'Kibana visualises whatever you index. Apiscope knows what a user, company, route and status code are, so customer breakdowns and funnels work without custom mappings.',
      bullets: ['Usage per customer', 'Funnels and retention', 'Latency percentiles per route'],
      image: { src: images.segmentation, alt: 'Requests grouped by a response body field with filters' },
    },
  ],
  questions: compareQuestions.analytics,
  related: [relatedLinks.logs, relatedLinks.infrastructure, relatedLinks.monitoring, relatedLinks.comparisonGuide],
  cta: { title: 'Retire your home-grown API log pipeline', body: 'Send API events to Apiscope and compare in a week.', intentKey: 'monitor' },
  comparison: {
    'billing-meters': 'no',
    'developer-portal': 'no',
    'quota-enforcement': 'no',
    'customer-analytics': 'Only Custom Metadata',
    'funnels-retention': 'no',
    'logs-search': 'yes',
    'custom-dashboards': 'yes',
    'dashboard-sharing': 'yes',
    'threshold-alerts': 'Basic Alerts',
    traces: 'yes',
    'middleware-capture': 'partial',
    'managed-service': 'partial',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('Elastic\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
