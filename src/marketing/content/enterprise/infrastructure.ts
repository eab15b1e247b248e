import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { EnterprisePageContent } from '@/marketing/content/pageTypes';

/** /enterprise/api-analytics-infrastructure */
export const infrastructurePage: EnterprisePageContent = {
  path: '/enterprise/api-analytics-infrastructure',
  feature: 'enterprise-infrastructure',
  title: 'Scalable API Analytics Infrastructure for the Enterprise | Apiscope',
  description:
    'Collect billions of API calls without running a data pipeline: asynchronous SDKs, sampling controls, queries under a second and multi-year retention.',
  hero: {
    eyebrow: 'Enterprise infrastructure',
    headline: 'API analytics infrastructure you do not have to run',
    subheadline: 'Asynchronous collection, queries under a second and multi-year retention, operated for you.',
    image: { src: images.architecture, alt: 'Architecture diagram: SDKs and gateway plugins send batches to the collector, which writes to an event store used by search, alerts and billing' },
  },
  pillars: [
    { title: 'No pipeline to build', body: 'SDKs and gateway plugins send batched, compressed data to the collector.' },
    { title: 'Fast at scale', body: 'Queries over large event volumes return in under a second.' },
    { title: 'Long memory', body: 'Multi-year retention for trend and contract reviews.' },
  ],
  sections: [
    {
      id: 'collection',
      title: 'Collection that stays out of your request path',
      body: 'SDKs capture calls in memory and send them in compressed batches in the background, so your API latency does not depend on ours. Sampling rules reduce volume on noisy routes without losing billing accuracy.',
      bullets: ['Asynchronous, batched and compressed', 'Sampling by route, user or company', 'Collection blocking for sensitive routes'],
      image: { src: images.sampling, alt: 'Sampling rules per route with sample rates and blocked routes' },
    },
    {
      id: 'query',
      title: 'Queries under a second, years of history',
      body: 'A columnar event store answers breakdowns, percentiles and funnels interactively, and keeps the data for multi-year comparisons.',
      bullets: ['Interactive breakdowns and percentiles', 'Multi-year retention', 'Export to your warehouse'],
      image: { src: images.querySpeed, alt: 'Query result panel showing a breakdown of API calls by company returned in 0.4 seconds' },
    },
  ],
  questions: [
    { question: 'Will the SDK slow down our API?', answer: 'No: data is batched and sent asynchronously.', image: { src: images.sdkInstall, alt: 'SDK install snippet with batching defaults and first data received' } },
    { question: 'How much history can we keep?', answer: 'Multi-year retention on enterprise plans.', image: { src: images.retention, alt: 'Long-range retention chart' } },
    { question: 'Can we limit what is collected?', answer: 'Sampling and collection blocking per route.', image: { src: images.healthcareMasking, alt: 'Payload with sensitive fields masked before collection' } },
  ],
  related: [relatedLinks.security, relatedLinks.gdpr, relatedLinks.analytics, relatedLinks.comparisonGuide],
  cta: { title: 'Plan your enterprise rollout with us', body: 'Our solution engineers size collection, sampling and retention with you.', intentKey: 'product' },
};
