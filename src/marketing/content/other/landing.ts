import type { LandingPageContent } from './types';

/** The ad landing pages under /landing (and /landing/:referPartner): the index first, then five topics. */
export const landingPages: LandingPageContent[] = [
  {
    slug: '',
    feature: 'landing',
    eyebrow: 'API analytics and monetization',
    headline: 'See how every customer uses your API',
    subheadline: 'Logs, analytics, alerts and usage-based billing from one SDK install.',
    points: [
      { title: 'Install in minutes', body: 'Add a middleware or gateway plugin; events stream to Apiscope without slowing responses.' },
      { title: 'Answer product questions', body: 'Which customers grow, which endpoints fail, which features drive upgrades.' },
      { title: 'Bill on usage', body: 'Meter calls, tokens or payload size per customer and report it to your billing provider.' },
    ],
    image: { src: '/images/other/landing-analytics.svg', alt: 'Chart of API calls per customer over 30 days' },
    intent: 'product',
  },
  {
    slug: 'analytics',
    feature: 'analytics',
    eyebrow: 'API analytics',
    headline: 'API analytics your product team can use',
    subheadline: 'Break down API usage by customer, endpoint, plan and any field in your payloads.',
    points: [
      { title: 'Customer-level usage', body: 'Every call is linked to a user and a company, so growth and churn show up per account.' },
      { title: 'Funnels and retention', body: 'See how many sign-ups reach their first successful call, and how many come back.' },
      { title: 'Queries under a second', body: 'Slice months of traffic interactively instead of waiting for a data team.' },
    ],
    image: { src: '/images/other/landing-analytics.svg', alt: 'Chart of API calls per customer over 30 days' },
    intent: 'product',
  },
  {
    slug: 'monitoring',
    feature: 'monitoring',
    eyebrow: 'API monitoring',
    headline: 'Know about API errors before your customers do',
    subheadline: 'Static-threshold and anomaly alerts on errors and latency, per customer and per endpoint.',
    points: [
      { title: 'Alert where you work', body: 'Notifications to paging and chat tools, email and webhooks.' },
      { title: 'Debug with the real call', body: 'Jump from an alert to the failing requests with headers and bodies.' },
      { title: 'Watch third-party APIs', body: 'Capture outgoing calls to see when a dependency slows down.' },
    ],
    image: { src: '/images/other/landing-monitoring.svg', alt: 'Error-rate chart with an alert threshold line' },
    intent: 'monitor',
  },
  {
    slug: 'monetization',
    feature: 'metered-api-billing',
    eyebrow: 'Usage-based billing',
    headline: 'Charge for your API by what customers use',
    subheadline: 'Prepaid, postpaid, pay-as-you-go and volume tiers, invoiced by your billing provider.',
    points: [
      { title: 'Meter anything', body: 'Call volume, payload size, compute time, tokens or unique users.' },
      { title: 'Keep your billing system', body: 'Stripe, Chargebee, Recurly or Zuora stay the system of record.' },
      { title: 'Enforce quotas', body: 'Block or flag calls when a plan limit or prepaid balance runs out.' },
    ],
    image: { src: '/images/other/landing-monetization.svg', alt: 'Usage meter feeding an invoice' },
    intent: 'growth',
  },
  {
    slug: 'governance',
    feature: 'governance',
    eyebrow: 'API governance',
    headline: 'Enforce API rules without redeploying',
    subheadline: 'Governance rules block, rate-limit or annotate calls based on who makes them.',
    points: [
      { title: 'Quotas and entitlements', body: 'Apply limits per plan, per customer or per cohort.' },
      { title: 'Security controls', body: 'Block abusive keys and unexpected regions from one place.' },
      { title: 'Audit trail', body: 'Audit logs record who changed which rule and when.' },
    ],
    image: { src: '/images/other/landing-governance.svg', alt: 'List of governance rules with block and allow actions' },
    intent: 'governance',
  },
  {
    slug: 'developer-portal',
    feature: 'developer-portal',
    eyebrow: 'Developer portal',
    headline: 'An open-source developer portal for your API',
    subheadline: 'Sign-up, API keys, plans and live usage charts your customers can see for themselves.',
    points: [
      { title: 'Self-serve onboarding', body: 'Customers sign up, pick a plan and get keys without a sales call.' },
      { title: 'Embedded usage', body: 'Usage charts scoped to each customer with workspace access tokens.' },
      { title: 'Yours to change', body: 'The portal is open source: fork it, theme it, host it where you like.' },
    ],
    image: { src: '/images/other/landing-portal.svg', alt: 'Developer portal page with API keys and a usage chart' },
    intent: 'devexp',
  },
];

/** The five topic slugs that are child routes of /landing. */
export const landingChildSlugs = landingPages.filter((page) => page.slug !== '').map((page) => page.slug);

/** The basic-metrics page for subscribers of a partner's API-management platform (/basic-landing). */
export const basicMetrics = {
  headline: 'Basic API metrics for your API-management subscription',
  subheadline: 'Traffic, latency and errors for the APIs on your gateway, at no extra cost.',
  includes: [
    'Requests per minute, error rate and latency percentiles per API',
    'Top endpoints and top consumers',
    'Status code breakdown over time',
    'Upgrade to full analytics, alerting and billing without reinstalling',
  ],
  image: { src: '/images/other/landing-monitoring.svg', alt: 'Error-rate chart with an alert threshold line' },
};
