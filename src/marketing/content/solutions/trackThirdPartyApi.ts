import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/track-third-party-api */
export const trackThirdPartyApiPage: MarketingPageContent = {
  path: '/solutions/track-third-party-api',
  feature: 'solution-track-third-party-api',
  title: 'Track Third-Party APIs: monitor the APIs you depend on | Apiscope',
  description:
    'Log and monitor outgoing calls to payment, messaging and AI providers. Latency, errors and spend per vendor, with alerts when a provider degrades.',
  hero: {
    eyebrow: 'Third-Party APIs',
    headline: 'Monitor the APIs your product depends on',
    subheadline: 'Capture outgoing calls to payment, messaging and AI providers and see their latency, errors and volume.',
    image: { src: images.outgoingCalls, alt: 'Log of outgoing calls to a payment provider with status codes, durations and the calling service' },
  },
  pillars: [
    { title: 'Outgoing capture', body: 'SDKs log the HTTP calls your servers make, not only the ones they receive.' },
    { title: 'Per vendor', body: 'Latency, errors and volume for each provider and endpoint.' },
    { title: 'Evidence', body: 'Full requests and responses when you open a ticket with a vendor.' },
  ],
  sections: [
    {
      id: 'vendors',
      title: 'Every vendor\u2019s reliability, measured from your side',
      body: 'Status pages report averages; your traffic tells you what your customers experienced. Group outgoing calls by host to compare providers on the same chart.',
      bullets: ['Calls, errors and latency by vendor host', 'Costly retries and timeouts surfaced', 'Usage per vendor to check their invoices'],
      image: { src: images.thirdPartyVendors, alt: 'Vendor reliability table' },
    },
    {
      id: 'alerts',
      title: 'Alerts when a provider degrades',
      body: 'Set an alert on error rate or latency for each vendor so you can switch providers or show a notice before customers complain.',
      bullets: ['Threshold and anomaly alerts per host', 'Notifications to paging and chat tools', 'Linked failing calls as evidence'],
      image: { src: images.anomaly, alt: 'Anomaly chart of a vendor\u2019s latency' },
    },
  ],
  questions: [
    { question: 'Is the payment provider slow, or are we?', answer: 'Compare vendor latency with your own endpoints.', image: { src: images.traceWaterfall, alt: 'Trace with the vendor span highlighted' } },
    { question: 'How many calls do we make to each AI provider?', answer: 'Outgoing calls grouped by host and model.', image: { src: images.aiTokenMetering, alt: 'Calls by AI model' } },
    { question: 'What exactly did the vendor return?', answer: 'Open the logged response body.', image: { src: images.eventDetail, alt: 'Logged vendor response' } },
  ],
  related: [relatedLinks.monitoring, relatedLinks.logs, relatedLinks.traces, relatedLinks.dashboards],
  cta: { title: 'See your vendors the way your customers do', body: 'Enable outgoing capture in the SDK and every third-party call is logged.', intentKey: 'thirdparty' },
};
