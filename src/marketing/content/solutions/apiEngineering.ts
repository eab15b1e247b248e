import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/api-engineering */
export const apiEngineeringPage: MarketingPageContent = {
  path: '/solutions/api-engineering',
  feature: 'solution-api-engineering',
  title: 'API Engineering: debug, trace and monitor with full payloads | Apiscope',
  description:
    'Give API engineers full request and response logs, traces, live tail and replay, with alerts that point to the failing calls. Installed with an SDK or gateway plugin.',
  hero: {
    eyebrow: 'API Engineering',
    headline: 'Debug API issues with the exact requests that failed',
    subheadline: 'Full payload logs, traces, live tail and replay, with alerts that link to the calls behind them.',
    image: { src: images.eventDetail, alt: 'API call detail with request and response bodies and a validation error' },
  },
  pillars: [
    { title: 'Reproduce fast', body: 'Replay the customer\u2019s call instead of guessing from a ticket.' },
    { title: 'Find the slow span', body: 'Traces show the service or query that added latency.' },
    { title: 'Low overhead', body: 'SDKs send data asynchronously in batches.' },
  ],
  sections: [
    {
      id: 'debug',
      title: 'Search, tail and replay',
      body: 'Find a call by customer, route or body field, watch live traffic during a fix and replay the request to confirm it.',
      bullets: ['Full payload search', 'Live tail', 'Replay with edits'],
      image: { src: images.liveTail, alt: 'Live tail stream of API calls' },
    },
    {
      id: 'trace',
      title: 'Traces from gateway to database',
      body: 'OpenTelemetry traces joined to API logs show where time went for a particular customer\u2019s request.',
      bullets: ['OpenTelemetry ingestion', 'Trace id on every log', 'Third-party calls in the waterfall'],
      image: { src: images.traceWaterfall, alt: 'Trace waterfall' },
    },
  ],
  testimonialId: 'sinch1',
  questions: [
    { question: 'What broke after the deploy?', answer: 'Errors by route before and after the release.', image: { src: images.errorBreakdown, alt: 'Errors by route' } },
    { question: 'Which query makes this route slow?', answer: 'The longest span in its traces.', image: { src: images.slowSpan, alt: 'Attributes of the slowest span in a trace' } },
    { question: 'Can I reproduce the customer\u2019s call?', answer: 'Replay it from the log.', image: { src: images.replay, alt: 'Replay panel' } },
  ],
  related: [relatedLinks.logs, relatedLinks.traces, relatedLinks.monitoring, relatedLinks.graphql],
  cta: { title: 'Spend less time reproducing bugs', body: 'Install the SDK for your framework and debug with real requests.', intentKey: 'monitor' },
};
