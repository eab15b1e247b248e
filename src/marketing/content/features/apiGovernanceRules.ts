import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/api-governance-rules */
export const apiGovernanceRulesPage: MarketingPageContent = {
  path: '/features/api-governance-rules',
  feature: 'governance',
  title: 'API Governance Rules: quotas, blocks and entitlements | Apiscope',
  description:
    'Enforce quotas and plan entitlements, block abusive clients and unpaid accounts, and shape traffic by user, company or any request field, without redeploying.',
  hero: {
    eyebrow: 'Governance Rules',
    headline: 'Enforce quotas and entitlements without a redeploy',
    subheadline: 'Rules evaluated in the SDK or gateway block, limit or tag requests by user, company, plan or payload.',
    image: { src: images.governanceRulesList, alt: 'Table of governance rules with who they apply to, the response status and requests blocked in 24 hours' },
  },
  pillars: [
    { title: 'Quotas', body: 'Limit calls or any metered unit per plan and period.' },
    { title: 'Entitlements', body: 'Allow routes or features only for the plans that include them.' },
    { title: 'Blocks', body: 'Stop abusive clients, leaked keys or unpaid accounts within a minute.' },
  ],
  sections: [
    {
      id: 'rules',
      title: 'Rules on users, companies, cohorts or request fields',
      body: 'A rule matches requests and decides what to send back: a 429 with your message, a 402 for unpaid accounts or added headers. Rules are fetched by the SDK or gateway plugin and refreshed every minute.',
      bullets: ['Match on identity, cohort, route, header or body field', 'Custom status, headers and body for blocked calls', 'Enable, disable and edit without a deploy'],
      image: { src: images.governanceRule, alt: 'Rule builder with conditions and a custom 429 response' },
    },
    {
      id: 'quotas',
      title: 'Quotas that follow your plans and invoices',
      body: 'Quotas count the same metric your billing meters use, so a customer is blocked at exactly the limit their plan states, and unblocked when they upgrade or the period resets.',
      bullets: ['Per plan, per company or per user', 'Daily, monthly or billing-period windows', 'Warnings by email before the limit'],
      image: { src: images.governanceQuotas, alt: 'Quota bars for five companies, one over its limit and marked blocked' },
    },
  ],
  testimonialId: 'reloadly1',
  questions: [
    { question: 'Who is over their plan limit?', answer: 'Quota usage per company, with the blocked ones flagged.', image: { src: images.billingUsageReport, alt: 'Usage against plan allowance per company with one in overage' } },
    { question: 'How do we cut off an unpaid account?', answer: 'A rule on a cohort of overdue companies returns 402.', image: { src: images.unpaidRule, alt: 'Rule returning 402 with a payment message for companies in the past-due cohort' } },
    { question: 'Did the block work?', answer: 'Search the logs for responses blocked by the rule.', image: { src: images.logSearch, alt: 'Log search filtered by blocked status' } },
  ],
  related: [relatedLinks.billing, relatedLinks.catalog, relatedLinks.cohorts, relatedLinks.monitoring],
  cta: { title: 'Put your plans into practice', body: 'Define a quota per plan and let the SDK or gateway enforce it.', intentKey: 'governance' },
};
