import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/api-monitoring */
export const apiMonitoringPage: MarketingPageContent = {
  path: '/features/api-monitoring',
  feature: 'monitoring',
  title: 'API Monitoring: threshold and anomaly alerts | Apiscope',
  description:
    'Alert on error rates, latency and usage per endpoint or customer. Static thresholds or anomaly detection, sent to paging, chat, email or a webhook.',
  hero: {
    eyebrow: 'API Monitoring',
    headline: 'Know about API problems before your customers do',
    subheadline: 'Static-threshold and anomaly alerts on any API metric, routed to your paging and chat tools or a webhook.',
    image: { src: images.monitoringOverview, alt: 'Monitoring overview with error rate, p99 latency and call volume tiles above a list of firing and resolved alerts' },
  },
  pillars: [
    { title: 'Threshold alerts', body: 'Fire when a metric crosses a fixed value, such as p99 latency over 800 ms for 10 minutes.' },
    { title: 'Anomaly alerts', body: 'Learn the normal pattern per hour and weekday and alert on what breaks it.' },
    { title: 'Per customer', body: 'Scope an alert to one company, plan or route so key accounts get their own watch.' },
  ],
  sections: [
    {
      id: 'threshold-alerts',
      title: 'Static thresholds for the limits you already know',
      body: 'Pick a metric (calls, error rate, latency percentile or a body field), a filter and a window. Apiscope evaluates it continuously and notifies each channel once per incident, not once per minute.',
      bullets: ['Error rate, latency percentiles, call volume or custom fields', 'Scope by route, status, company or plan', 'Alert again only when the state changes'],
      image: { src: images.alertRule, alt: 'Alert rule builder with metric, filter, threshold and notification channels' },
    },
    {
      id: 'anomaly-alerts',
      title: 'Anomaly detection for the problems you did not predict',
      body: 'Traffic that drops to half of the usual Monday morning is as alarming as a spike in errors. Anomaly alerts compare each window with the expected band and flag what falls outside it.',
      bullets: ['Seasonality by hour of day and day of week', 'Alerts on drops as well as spikes', 'Anomaly summary chart for the incident review'],
      image: { src: images.anomaly, alt: 'Line chart of API calls with a shaded expected band and one point far below it marked as an anomaly' },
    },
    {
      id: 'channels',
      title: 'Notifications where your team already works',
      body: 'Send alerts to paging tools, chat channels, email or any webhook. Each rule can notify several channels, and each alert links straight to the calls that caused it.',
      bullets: ['Paging, chat, email and webhook channels', 'Links from the alert to the matching API logs', 'Per-rule channels and quiet periods'],
      image: { src: images.alertChannels, alt: 'List of alert channels: on-call paging service, team chat channel, email list and a webhook URL' },
    },
  ],
  testimonialId: 'sinch1',
  questions: [
    { question: 'Is one customer suddenly getting errors?', answer: 'Error rate per company, with an alert scoped to your key accounts.', image: { src: images.errorBreakdown, alt: 'Stacked bars of 4xx and 5xx responses per company' } },
    { question: 'Did traffic drop after the release?', answer: 'Anomaly alerts flag a fall below the expected band.', image: { src: images.releaseCompare, alt: 'Calls per 15 minutes with a deploy marker after which traffic falls 38 percent' } },
    { question: 'Who gets woken up, and for what?', answer: 'Every rule lists its channels, so routing is reviewable in one place.', image: { src: images.alertRulesList, alt: 'Table of alert rules with their type, notification channels and when each last fired' } },
  ],
  related: [relatedLinks.logs, relatedLinks.traces, relatedLinks.governance, relatedLinks.dashboards],
  cta: { title: 'Set up your first alert today', body: 'Start with error rate per route; add anomaly alerts once a week of traffic has been learned.', intentKey: 'monitor' },
};
