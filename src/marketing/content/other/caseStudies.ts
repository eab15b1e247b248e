import type { CaseStudy } from './types';

/**
 * Example customer stories. Every company here is fictional and the figures are illustrative; the operator
 * replaces this file with real stories the customers have approved. The pages state that they are examples.
 */
export const caseStudies: CaseStudy[] = [
  {
    id: 'northwind-payments',
    company: 'Northwind Payments',
    industry: 'Financial services',
    summary: 'A payments API cut time-to-diagnose for failed charges from hours to minutes with per-customer API logs.',
    headline: 'Northwind Payments finds the failed charge before the merchant calls',
    challenge: [
      'Northwind runs a card-payments API used by about 2,000 merchants. When a merchant reported failed charges, support engineers had to ask the platform team to search gateway logs by hand, which took half a day on average.',
      'Logs were kept for seven days and could not be filtered by merchant, so older incidents could not be investigated at all.',
    ],
    solution: [
      'The team added the Node.js middleware to its Express services and identified each call with the merchant id as company_id.',
      'Support now opens a merchant profile and filters API logs by status code and endpoint. Static-threshold alerts on the 5xx rate per merchant page the on-call engineer through their paging tool.',
    ],
    results: [
      'Support resolves most payment-failure tickets without escalating to engineering.',
      'Retention of API logs went from seven days to thirteen months, so disputes can be traced back to the original call.',
    ],
    metrics: [
      { value: '6 min', label: 'median time to find the failing call (was about 4 hours)' },
      { value: '41%', label: 'fewer tickets escalated to engineering' },
      { value: '13 months', label: 'of searchable API logs' },
    ],
    products: ['API Logs', 'API Monitoring', 'Company profiles'],
    logo: '/images/other/casestudy-northwind.svg',
  },
  {
    id: 'lumen-health-exchange',
    company: 'Lumen Health Exchange',
    industry: 'Healthcare',
    summary: 'A clinical-data API adopted client-side encryption and user deletion to keep PHI out of analytics.',
    headline: 'Lumen Health Exchange keeps patient data out of its analytics',
    challenge: [
      'Lumen exposes an FHIR-based API to clinics and insurers. Product managers wanted to know which resources partners used, but request bodies contain protected health information.',
      'Their compliance team would not approve any tool that stored readable payloads outside their own cloud account.',
    ],
    solution: [
      'Lumen masks patient identifiers in the Python middleware before events leave their servers and enables client-side encryption with a key they hold.',
      'Partners are identified by organisation, not by patient, and governance rules block calls from partners whose agreements have lapsed.',
    ],
    results: [
      'Product reviews now use real adoption data per FHIR resource and per partner.',
      'The compliance team approved the rollout after reviewing the masking rules and key ownership.',
    ],
    metrics: [
      { value: '0', label: 'patient identifiers stored in analytics' },
      { value: '3 weeks', label: 'from security review to production' },
      { value: '27', label: 'partners tracked by adoption stage' },
    ],
    products: ['API Analytics', 'Client-side encryption', 'Governance rules'],
    logo: '/images/other/casestudy-lumen.svg',
  },
  {
    id: 'parcelpath-logistics',
    company: 'ParcelPath Logistics',
    industry: 'Logistics',
    summary: 'A shipping API moved from flat contracts to usage-based pricing metered on labels created.',
    headline: 'ParcelPath bills for labels created, not for seats',
    challenge: [
      'ParcelPath sold annual contracts with a fixed label allowance. Small shippers found the entry price too high and large ones regularly exceeded their allowance without being billed.',
      'Finance reconciled usage from database exports every month, which delayed invoices by a week.',
    ],
    solution: [
      'ParcelPath created a billing meter counting successful POST /labels calls per company and connected it to their existing Stripe account, which stays the system of record for invoices.',
      'A new pay-as-you-go plan starts with no commitment; large shippers moved to volume tiers with quota notifications at 80% of their commitment.',
    ],
    results: [
      'Invoices go out on the first day of the month without manual reconciliation.',
      'Self-serve sign-ups from small shippers increased after the entry price dropped to zero.',
    ],
    metrics: [
      { value: '1 day', label: 'to invoice after month end (was 7-8 days)' },
      { value: '2.3x', label: 'more self-serve sign-ups per month' },
      { value: '100%', label: 'of overage usage now billed' },
    ],
    products: ['Billing meters', 'Quotas', 'Stripe integration'],
    logo: '/images/other/casestudy-parcelpath.svg',
  },
  {
    id: 'relaywave-messaging',
    company: 'RelayWave',
    industry: 'Communications',
    summary: 'An SMS and voice API spotted integration problems early by watching each new customer\'s first week.',
    headline: 'RelayWave turns first-week errors into onboarding help',
    challenge: [
      'Many RelayWave trial accounts sent a few requests, hit authentication or validation errors, and never came back. Nobody saw these failures because they were a tiny share of total traffic.',
    ],
    solution: [
      'RelayWave built a cohort of companies created in the last 14 days with more than five 4xx responses, and a behavioral email that explains the most common mistake for the endpoint that failed.',
      'Developer-relations staff review the cohort each morning and reach out to accounts that are still stuck.',
    ],
    results: [
      'More trial accounts reach their first successful message in the first week.',
      'The documentation team rewrote the three pages linked from the most frequent errors.',
    ],
    metrics: [
      { value: '+18 pts', label: 'trial accounts reaching a first successful call' },
      { value: '3', label: 'documentation pages rewritten from error data' },
      { value: '14 days', label: 'onboarding window watched per new company' },
    ],
    products: ['Behavioral cohorts', 'Behavioral emails', 'API Analytics'],
    logo: '/images/other/casestudy-relaywave.svg',
  },
  {
    id: 'quillmind-ai',
    company: 'QuillMind AI',
    industry: 'AI applications',
    summary: 'A text-generation API prices by tokens processed and shows customers their own usage in-app.',
    headline: 'QuillMind AI meters tokens and shows customers their spend',
    challenge: [
      'QuillMind\'s costs scale with model tokens, but its plans charged per request. Long prompts made some customers unprofitable, and customers could not see what they were using.',
    ],
    solution: [
      'The API adds prompt and completion token counts to each event\'s metadata; a billing meter sums them per company and reports usage to Chargebee.',
      'An embedded usage dashboard, authorised with a workspace access token scoped to the signed-in customer, shows each customer their daily tokens and current bill.',
    ],
    results: [
      'Gross margin per customer became predictable because price follows token cost.',
      'Billing questions to support dropped once customers could see their own usage.',
    ],
    metrics: [
      { value: '35%', label: 'fewer billing questions to support' },
      { value: '2', label: 'metered dimensions: prompt and completion tokens' },
      { value: '< 1 s', label: 'to load the embedded usage chart' },
    ],
    products: ['Billing meters', 'Embedded metrics', 'Chargebee integration'],
    logo: '/images/other/casestudy-quillmind.svg',
  },
  {
    id: 'harborline-travel',
    company: 'Harborline Travel',
    industry: 'Travel',
    summary: 'A booking platform monitors the third-party supplier APIs it depends on and alerts on latency.',
    headline: 'Harborline Travel watches the supplier APIs it cannot control',
    challenge: [
      'Harborline calls more than forty airline and hotel supplier APIs. When a supplier slowed down, bookings failed and the team learned about it from customer complaints.',
    ],
    solution: [
      'Harborline captures outgoing calls with the Go middleware and tags each event with the supplier name. Anomaly alerts on p90 latency and error rate per supplier post to the operations chat channel.',
      'A shared dashboard shows supplier reliability over the last 90 days for contract reviews.',
    ],
    results: [
      'Operations hears about supplier slowdowns from alerts before customers notice.',
      'Supplier reliability data is now part of quarterly contract negotiations.',
    ],
    metrics: [
      { value: '42', label: 'supplier APIs monitored' },
      { value: '9 min', label: 'median time from slowdown to alert' },
      { value: '90 days', label: 'of reliability history per supplier' },
    ],
    products: ['Third-party API monitoring', 'Anomaly alerts', 'Dashboards'],
    logo: '/images/other/casestudy-harborline.svg',
  },
];

/** The case study with this URL id, if any. */
export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}
