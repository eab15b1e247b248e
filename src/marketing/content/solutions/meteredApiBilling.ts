import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/metered-api-billing (headline, sub-headline and hero image can come from ad-link query parameters). */
export const meteredApiBillingPage: MarketingPageContent = {
  path: '/solutions/metered-api-billing',
  feature: 'metered-api-billing',
  title: 'Metered API Billing: usage-based pricing for APIs and AI | Apiscope',
  description:
    'Meter calls, tokens or compute time and invoice through Stripe, Chargebee, Recurly, Zuora or webhooks, while your billing provider stays the system of record.',
  hero: {
    eyebrow: 'Metered API Billing',
    headline: 'Usage-based billing for APIs and AI products',
    subheadline: 'Meter calls, tokens, payload size or compute time and invoice through the billing provider you already use.',
    image: { src: images.billingOverview, alt: 'Usage-based revenue tiles and a chart of revenue per meter for API calls, AI tokens and data transferred' },
  },
  pillars: [
    { title: 'Meter anything', body: 'Call volume, payload size, compute time, unique users or any body field.' },
    { title: 'Any pricing model', body: 'Prepaid, postpaid, tiered, volume and pay as you go.' },
    { title: 'Keep your billing provider', body: 'Usage goes to Stripe, Chargebee, Recurly or Zuora, which keeps issuing the invoices.' },
  ],
  sections: [
    {
      id: 'meters',
      title: 'Billing meters on the traffic you already collect',
      body: 'A meter is a filter plus a metric: for example, successful calls to /v1/completions, summing the token count in the response body, per company. No extra events to emit and no usage pipeline to maintain.',
      bullets: ['Count, sum, unique count or percentile of any field', 'Filter by route, status, plan or cohort', 'Preview the metered values before going live'],
      image: { src: images.billingMeter, alt: 'Meter editor with filter, metric and billing provider destination' },
    },
    {
      id: 'invoicing',
      title: 'Invoices through your billing provider or webhooks',
      body: 'Apiscope reports metered usage to the subscription items in your billing provider, which calculates and sends the invoice. Prefer your own system? Receive usage by webhook instead.',
      bullets: ['Stripe, Chargebee, Recurly and Zuora', 'Webhooks for in-house billing', 'Reported usage visible per customer and period'],
      image: { src: images.billingInvoice, alt: 'Invoice preview with base fee and metered line items for API calls and tokens' },
    },
    {
      id: 'quotas-and-visibility',
      title: 'Quotas and customer visibility from the same numbers',
      body: 'Governance rules enforce plan limits with the metric your meter counts, and embedded charts show customers the usage they will be billed for. Fewer disputes, fewer surprises.',
      bullets: ['Quota enforcement at the SDK or gateway', 'Customer-facing usage charts', 'Overage and quota emails'],
      image: { src: images.governanceQuotas, alt: 'Quota usage per company, enforced from the same metric as the meter' },
    },
  ],
  testimonialId: 'symblai2',
  questions: [
    { question: 'How much will each customer be billed this month?', answer: 'Metered usage per company, projected to the end of the period.', image: { src: images.billingUsageReport, alt: 'Projected usage per customer' } },
    { question: 'Which AI model drives our token costs?', answer: 'Group metered tokens by model and customer.', image: { src: images.aiTokenMetering, alt: 'Token usage by model and customer' } },
    { question: 'Did the usage reach our billing provider?', answer: 'Each meter shows what was reported and when.', image: { src: images.billingSyncLog, alt: 'Hourly usage reports sent to the billing provider with their results' } },
  ],
  related: [relatedLinks.prepaid, relatedLinks.catalog, relatedLinks.governance, relatedLinks.portal],
  cta: { title: 'Launch usage-based pricing this quarter', body: 'Connect your billing provider, define a meter and send your first usage report.', intentKey: 'growth' },
};
