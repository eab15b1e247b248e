import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/monitor-web-api */
export const monitorWebApiPage: MarketingPageContent = {
  path: '/solutions/monitor-web-api',
  feature: 'solution-monitor-web-api',
  title: 'Monitor your web API: errors, latency and alerts per customer | Apiscope',
  description:
    'Monitor REST and GraphQL APIs from real traffic: error rates, latency percentiles and anomalies per route and customer, with alerts to your on-call tools.',
  hero: {
    eyebrow: 'Web API Monitoring',
    headline: 'Monitor your web API from real customer traffic',
    subheadline: 'Error rates, latency percentiles and anomalies per route and customer, with alerts where your team works.',
    image: { src: images.monitoringOverview, alt: 'Monitoring overview with error rate, latency and active alerts' },
  },
  pillars: [
    { title: 'Real traffic', body: 'Measured on every call customers make, not a synthetic probe.' },
    { title: 'Per customer', body: 'Know which accounts an incident affects.' },
    { title: 'Straight to the cause', body: 'Alerts link to the failing calls and their traces.' },
  ],
  sections: [
    {
      id: 'health',
      title: 'Error rates and latency for every route',
      body: 'See 4xx and 5xx rates and p50 to p99 latency per route, version and customer, and how they changed after the last deploy.',
      bullets: ['Status codes over time', 'Latency percentiles per route', 'Breakdowns by customer and region'],
      image: { src: images.endpointLatency, alt: 'Latency percentiles per route' },
    },
    {
      id: 'alerts',
      title: 'Alerts that name the customers affected',
      body: 'Threshold and anomaly alerts include the companies most affected, so support can reach out while engineering fixes.',
      bullets: ['Static thresholds and anomaly detection', 'Paging, chat, email and webhooks', 'Affected companies in each alert'],
      image: { src: images.alertRule, alt: 'Alert rule form' },
    },
  ],
  testimonialId: 'sinch1',
  questions: [
    { question: 'Which customers saw the outage?', answer: 'Failed calls grouped by company for the incident window.', image: { src: images.errorBreakdown, alt: 'Errors per company' } },
    { question: 'Did the last release change traffic?', answer: 'Compare calls per route before and after the deploy.', image: { src: images.releaseCompare, alt: 'Traffic before and after a deploy marker' } },
    { question: 'Why did this call fail?', answer: 'Open the call and its trace.', image: { src: images.eventDetail, alt: 'Failed call detail' } },
  ],
  related: [relatedLinks.monitoring, relatedLinks.logs, relatedLinks.traces, relatedLinks.graphql],
  cta: { title: 'Start monitoring in minutes', body: 'Install the SDK or gateway plugin; default alerts cover error rate and latency.', intentKey: 'monitor' },
};
