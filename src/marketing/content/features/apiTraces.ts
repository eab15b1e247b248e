import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/api-traces */
export const apiTracesPage: MarketingPageContent = {
  path: '/features/api-traces',
  feature: 'api-trace',
  title: 'API Traces: follow a request across services with OpenTelemetry | Apiscope',
  description:
    'Collect OpenTelemetry traces next to your API logs. See which service, query or downstream call made a request slow, for the customer who noticed it.',
  hero: {
    eyebrow: 'API Traces',
    headline: 'Follow one API request through every service it touches',
    subheadline: 'OpenTelemetry traces joined to API logs and customers, so a slow call leads straight to its slow span.',
    image: { src: images.traceSearch, alt: 'List of the slowest traces with root route, company, span count and duration above a duration histogram' },
  },
  pillars: [
    { title: 'Open standard', body: 'Send spans with OpenTelemetry SDKs and collectors; no proprietary agent.' },
    { title: 'Joined to customers', body: 'Each trace carries the user and company of the API call that started it.' },
    { title: 'From chart to span', body: 'Click a latency spike, pick a slow call, open its trace.' },
  ],
  sections: [
    {
      id: 'waterfall',
      title: 'A waterfall of every span in the request',
      body: 'See the gateway, your services, database queries and third-party calls on one timeline. The critical path stands out, so you fix the span that matters instead of the one that looks busy.',
      bullets: ['Span timings, attributes and errors', 'Outgoing calls to third-party APIs included', 'Trace id searchable from the API log'],
      image: { src: images.traceWaterfall, alt: 'Waterfall chart of spans with a long payment provider call highlighted' },
    },
    {
      id: 'service-map',
      title: 'A map of how your services call each other',
      body: 'The service map is drawn from real traces, with call rates and error rates on every edge. New dependencies show up the day they start receiving traffic.',
      bullets: ['Call and error rates per edge', 'Filter the map to one customer or route', 'Spot unexpected dependencies'],
      image: { src: images.serviceMap, alt: 'Service map with gateway, orders, inventory and billing services connected by labelled arrows' },
    },
  ],
  questions: [
    { question: 'Why was this customer\u2019s call slow?', answer: 'Open the trace from the API log and read the longest span.', image: { src: images.slowSpan, alt: 'Attributes of a slow payment-provider span showing two retries after timeouts' } },
    { question: 'Which downstream service fails most?', answer: 'The service map colours edges by error rate.', image: { src: images.serviceErrors, alt: 'Bar chart of error rate per downstream service with the payments API highest' } },
    { question: 'Did the new release add latency?', answer: 'Compare p90 per route before and after the deploy.', image: { src: images.endpointLatency, alt: 'Latency percentiles per route over time' } },
  ],
  related: [relatedLinks.logs, relatedLinks.monitoring, relatedLinks.analytics, relatedLinks.infrastructure],
  cta: { title: 'Point your OpenTelemetry exporter at Apiscope', body: 'Keep your instrumentation; add customer context and API logs around it.', intentKey: 'monitor' },
};
