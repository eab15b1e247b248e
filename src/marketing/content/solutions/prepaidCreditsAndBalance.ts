import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/prepaid-credits-and-balance */
export const prepaidCreditsPage: MarketingPageContent = {
  path: '/solutions/prepaid-credits-and-balance',
  feature: 'prepaid-credits-and-balance',
  title: 'Prepaid Credits and Balance for APIs and AI | Apiscope',
  description:
    'Sell API and AI credits up front, draw them down with metered usage, show live balances and block or top up automatically when credits run out.',
  hero: {
    eyebrow: 'Prepaid Credits',
    headline: 'Sell credits up front, track every balance live',
    subheadline: 'Prepaid credits drawn down by metered usage, with low-balance emails, automatic top-ups and blocks at zero.',
    image: { src: images.prepaidBalances, alt: 'Customer balances with daily burn and when each runs out, one blocked at zero' },
  },
  pillars: [
    { title: 'Cash up front', body: 'Customers pay before they consume; no collections risk.' },
    { title: 'Live balances', body: 'Usage deducts from the balance as it is metered.' },
    { title: 'Clear limits', body: 'Warn at low balance, block at zero, resume on top-up.' },
  ],
  sections: [
    {
      id: 'ledger',
      title: 'A ledger of purchases, grants and usage',
      body: 'Every top-up, promotional grant and metered deduction is an entry in the customer\u2019s ledger, so support can explain any balance line by line.',
      bullets: ['Purchases through your billing provider', 'Promotional and goodwill grants', 'Deductions per meter and period'],
      image: { src: images.prepaidBalance, alt: 'Balance ledger with top-ups and deductions' },
    },
    {
      id: 'enforcement',
      title: 'Low-balance emails and blocks at zero',
      body: 'Behavioral emails warn customers before credits run out, and a governance rule blocks requests when the balance reaches zero, with a response that tells the developer how to top up.',
      bullets: ['Thresholds per plan', 'Custom 402 response body', 'Unblocked as soon as a top-up is paid'],
      image: { src: images.governanceRule, alt: 'Rule returning 402 when the balance is zero' },
    },
  ],
  testimonialId: 'youcom1',
  questions: [
    { question: 'Who is about to run out of credits?', answer: 'A cohort of companies below 10% balance.', image: { src: images.cohortBuilder, alt: 'Cohort criteria for companies below a balance threshold' } },
    { question: 'How fast are credits consumed?', answer: 'Daily burn per customer and meter.', image: { src: images.billingUsageReport, alt: 'Usage per day against balance' } },
    { question: 'What does each model cost in credits?', answer: 'Credits consumed grouped by model.', image: { src: images.aiTokenMetering, alt: 'Token usage by model' } },
  ],
  related: [relatedLinks.billing, relatedLinks.catalog, relatedLinks.emails, relatedLinks.governance],
  cta: { title: 'Offer prepaid credits in days, not months', body: 'Connect a billing provider, define a meter and set your credit rules.', intentKey: 'growth' },
};
