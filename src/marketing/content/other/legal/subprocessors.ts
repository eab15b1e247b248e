import type { OtherPageMeta, Subprocessor } from '@/marketing/content/other/types';

/** Page metadata of the subprocessors list. */
export const subprocessorsMeta: OtherPageMeta = {
  path: '/subprocessors',
  title: 'Subprocessors | Apiscope',
  description: 'The third parties that process customer personal data on Apiscope\'s behalf, what they do and where, and how we announce changes.',
  feature: 'legal-subprocessors',
};

/** Date the list was last changed, ISO yyyy-mm-dd. */
export const subprocessorsUpdated = '2026-10-06';

/**
 * Categories of subprocessors Apiscope uses. The operator lists the named vendors it has contracted here;
 * this hosted edition runs on infrastructure the operator chooses.
 */
export const subprocessors: Subprocessor[] = [
  { name: 'Cloud infrastructure provider', purpose: 'Hosting of the collector, databases, backups and the web application', location: 'United States and European Union (your data region)', data: 'All Customer Data' },
  { name: 'Transactional email provider', purpose: 'Account, alert and behavioral emails', location: 'United States', data: 'Recipient email addresses and message content' },
  { name: 'Payment processor', purpose: 'Card payments and subscription invoices for Apiscope plans', location: 'United States', data: 'Billing contact and payment details' },
  { name: 'Error-reporting service', purpose: 'Diagnosing errors in the web application', location: 'United States', data: 'Account identifiers and browser details; no API payloads' },
  { name: 'Customer support platform', purpose: 'Support tickets and chat', location: 'United States', data: 'Contact details and message content you send us' },
];
