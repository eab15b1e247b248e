import type { FaqItem, PlanId, PricingModel, PricingPlan } from './types';

/** Length of the free trial of paid features, in days (SPEC 9). */
export const TRIAL_DAYS = 14;
/** Event quota during the trial (SPEC 9). */
export const TRIAL_EVENT_QUOTA = 10_000_000;

/**
 * The plans on the pricing page. Prices are list prices in USD before taxes; the operator sets them here.
 */
export const pricingPlans: PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    priceNote: 'forever',
    events: '100,000 events / month',
    summary: 'For side projects and for trying the SDKs against a real API.',
    features: ['API logs and search', 'Basic dashboards', '7 days of data retention', 'Community support'],
    cta: { label: 'Start free', path: '/signup' },
  },
  {
    id: 'basic-insights',
    name: 'Basic Insights',
    price: '$0',
    priceNote: 'with a partner API-management subscription',
    events: 'Included with your gateway plan',
    summary: 'Basic usage metrics for APIs running on a partner API-management platform.',
    features: ['Traffic, latency and error charts', 'Top endpoints and consumers', 'Upgrade any time without reinstalling'],
    cta: { label: 'See basic metrics', path: '/basic-landing' },
  },
  {
    id: 'basic-paid',
    name: 'Basic',
    price: '$99',
    priceNote: 'per month, billed monthly',
    events: '1,000,000 events / month',
    summary: 'For teams that need analytics and alerting on a production API.',
    features: ['Everything in Free', 'Static-threshold alerts to chat and webhooks', 'User and company profiles', '90 days of data retention', 'Email support'],
    cta: { label: `Start ${TRIAL_DAYS}-day trial`, path: '/signup' },
  },
  {
    id: 'growth-annual',
    name: 'Growth',
    price: '$799',
    priceNote: 'per month, billed annually',
    events: '5,000,000 events / month',
    summary: 'For API products that bill on usage and embed metrics for their customers.',
    features: ['Everything in Basic', 'Billing meters with Stripe, Chargebee, Recurly or Zuora', 'Quotas and governance rules', 'Anomaly alerts', 'Embedded metrics and developer portal', 'SSO and audit logs', 'Multi-year data retention'],
    cta: { label: 'Talk to sales', path: '/contact/sales' },
  },
];

/** Whether a URL segment names a plan. */
export function isPlanId(value: string | undefined): value is PlanId {
  return pricingPlans.some((plan) => plan.id === value);
}

/** The pricing models Apiscope can bill your own customers with (SPEC 1 and 9). */
export const pricingModels: PricingModel[] = [
  { name: 'Prepaid credits', body: 'Customers buy credits up front; usage draws the balance down and quotas stop calls when it runs out.' },
  { name: 'Postpaid', body: 'Usage is metered through the billing period and invoiced at the end of it by your billing provider.' },
  { name: 'Pay as you go', body: 'No commitment: every unit used is billed, with no minimum.' },
  { name: 'Volume tiers', body: 'The unit price falls as usage crosses tier thresholds you define.' },
];

/** Questions about plans and billing. */
export const pricingFaq: FaqItem[] = [
  {
    question: 'What counts as an event?',
    answer: 'One logged API call, one custom action, or one user or company update sent to the collector. Sampled-out calls are not counted.',
  },
  {
    question: 'How does the trial work?',
    answer: `New accounts get ${TRIAL_DAYS} days of paid features with a quota of ${TRIAL_EVENT_QUOTA.toLocaleString('en-US')} events. No card is needed; at the end of the trial you pick a plan or stay on Free.`,
  },
  {
    question: 'What happens if I exceed my monthly events?',
    answer: 'We email you as you approach the quota, at a percentage you choose. Data keeps flowing for the rest of the month; if you regularly exceed the quota we will ask you to move to a larger plan.',
  },
  {
    question: 'Do you replace my billing system?',
    answer: 'No. Apiscope meters usage and reports it to Stripe, Chargebee, Recurly or Zuora, or to your own system through webhooks. Your billing provider stays the system of record for invoices and payments.',
  },
  {
    question: 'Can I pay annually or by invoice?',
    answer: 'Growth is billed annually. Annual contracts, invoicing and custom event volumes are available through sales.',
  },
  {
    question: 'Can I cancel at any time?',
    answer: 'Monthly plans can be cancelled at any time and stay active until the end of the paid period. Annual plans run until the end of their term.',
  },
];
