import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/embedded-api-logs */
export const embeddedApiLogsPage: MarketingPageContent = {
  path: '/features/embedded-api-logs',
  feature: 'embedded-api-logs',
  title: 'Embedded API Logs: show customers their own usage | Apiscope',
  description:
    'Embed usage charts and API logs in your developer portal or dashboard. Each customer sees only their own data, through a scoped workspace access token.',
  hero: {
    eyebrow: 'Embedded API Logs',
    headline: 'Let customers see their own API usage and logs',
    subheadline: 'Embed charts and logs in your app; a workspace access token limits each customer to their own data.',
    image: { src: images.portalHome, alt: 'Developer portal page where a signed-in customer sees their own calls, error rate and next invoice' },
  },
  pillars: [
    { title: 'Fewer tickets', body: 'Developers debug their own integration with the exact calls they sent.' },
    { title: 'Scoped by token', body: 'Your server mints a token that filters every query to one customer.' },
    { title: 'Your look', body: 'Embed in your portal or admin app, next to billing and keys.' },
  ],
  sections: [
    {
      id: 'customer-view',
      title: 'Usage charts and logs inside your own product',
      body: 'Design a workspace once, such as calls per day and recent errors, and embed it for every customer. The same chart shows each customer their own numbers.',
      bullets: ['Charts and log tables', 'Matches the usage on their invoice', 'Works in your developer portal'],
      image: { src: images.embeddedCustomerView, alt: 'Embedded usage chart and error log inside a customer portal' },
    },
    {
      id: 'access-tokens',
      title: 'Secure by design: one scoped token per customer',
      body: 'Your backend requests a workspace access token with the customer\u2019s id as a filter. The browser only ever holds that token, which cannot read another customer\u2019s data and expires on schedule.',
      bullets: ['Server-side token minting', 'Filters enforced by Apiscope, not the browser', 'Short expiry and revocation'],
      image: { src: images.embeddedToken, alt: 'Server code that requests a workspace access token filtered to one company id' },
    },
  ],
  questions: [
    { question: 'Why is this customer being rate limited?', answer: 'They can see their own request volume against their quota.', image: { src: images.governanceQuotas, alt: 'Quota usage bars per company with one company blocked' } },
    { question: 'Is my usage matching my invoice?', answer: 'Embedded charts read the same data as billing meters.', image: { src: images.billingUsageReport, alt: 'Usage report next to plan allowance' } },
    { question: 'How do we keep data separated?', answer: 'Each embed uses a token scoped to one company.', image: { src: images.embeddedIsolation, alt: 'Two customers viewing the same embedded chart, each filtered to their own company id' } },
  ],
  related: [relatedLinks.portal, relatedLinks.dashboards, relatedLinks.logs, relatedLinks.billing],
  cta: { title: 'Give your customers self-serve visibility', body: 'Embed your first customer-facing chart with a few lines of server code.', intentKey: 'devexp' },
};
