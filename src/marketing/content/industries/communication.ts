import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /industries/api-analytics-for-communication-platforms */
export const communicationPage: MarketingPageContent = {
  path: '/industries/api-analytics-for-communication-platforms',
  feature: 'industry-communication',
  title: 'API Analytics for Communication Platforms | Apiscope',
  description:
    'API analytics for messaging, voice and email platforms: sends and failures per customer and channel, usage-based billing per message and abuse detection.',
  hero: {
    eyebrow: 'Communication platforms',
    headline: 'API analytics for messaging, voice and email platforms',
    subheadline: 'Sends, failures and latency per customer and channel, with billing per message or minute.',
    image: { src: images.commsDelivery, alt: 'Chart of messages sent per channel with failure rates and a table of top sending customers' },
  },
  pillars: [
    { title: 'Per channel', body: 'SMS, voice, email and chat traffic side by side.' },
    { title: 'Per customer', body: 'Who sends what, and whose sends fail.' },
    { title: 'Bill for it', body: 'Meter messages or minutes and invoice automatically.' },
  ],
  sections: [
    {
      id: 'delivery',
      title: 'Send volume and failures per channel and customer',
      body: 'See which customers drive traffic on each channel, which requests fail validation and which routes need capacity.',
      bullets: ['Sends by channel and country', 'Validation failures by customer', 'Latency per route'],
      image: { src: images.errorBreakdown, alt: 'Responses by status class per hour with the most affected companies listed' },
    },
    {
      id: 'abuse',
      title: 'Spot spam and toll fraud early',
      body: 'Anomaly alerts on send volume per key and destination country catch abuse before it becomes a bill.',
      bullets: ['Anomalies per key and country', 'Blocks through governance rules', 'Evidence in the logs'],
      image: { src: images.commsAbuse, alt: 'SMS sends by destination for one key with a spike to premium-rate prefixes flagged and blocked' },
    },
  ],
  testimonialId: 'sinch1',
  questions: [
    { question: 'Which customer is sending the most?', answer: 'Sends per company and channel.', image: { src: images.usageByCustomer, alt: 'Sends per company' } },
    { question: 'Is a key sending spam?', answer: 'Anomalies in volume per key.', image: { src: images.anomaly, alt: 'Volume anomaly' } },
    { question: 'What does each customer owe?', answer: 'Metered messages and minutes.', image: { src: images.billingUsageReport, alt: 'Usage per customer' } },
  ],
  related: [relatedLinks.monitoring, relatedLinks.billing, relatedLinks.governance, relatedLinks.analytics],
  cta: { title: 'Understand every message your API sends', body: 'Install the SDK in your messaging API and break volume down by customer.', intentKey: 'monitor' },
};
