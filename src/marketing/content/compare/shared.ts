import type { CustomerExperienceContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import type { QuestionContent } from '@/marketing/content/types';

/** The customer-experience section most compare pages show. */
export const apiscopeCustomerExperience: CustomerExperienceContent = {
  title: 'Working with the Apiscope team',
  body: 'Switching tools is a project, not a download. Paid plans come with people who have run API platforms and usage-based billing themselves.',
  points: [
    'Onboarding with a solution engineer who reviews your instrumentation',
    'Metering and pricing design sessions before you bill on usage',
    'Help moving dashboards, alerts and meters from your current tool',
    'Support from engineers who can read your API logs with you',
  ],
  image: { src: images.supportExperience, alt: 'Onboarding checklist with completed steps for SDK install, user identification, first dashboard and first billing meter' },
};

/** The basis of every comparison table. */
export function comparisonNote(competitorName: string): string {
  return `Based on ${competitorName} public documentation as of 2026. Products change quickly: check the vendor\u2019s current documentation for the latest.`;
}

/** Questions shared by compare pages, grouped by the kind of competitor. */
export const compareQuestions: Record<'analytics' | 'monitoring' | 'billing', QuestionContent[]> = {
  analytics: [
    { question: 'Which customers use which endpoints?', answer: 'Usage by company and route, without custom events.', image: { src: images.usageByCustomer, alt: 'API calls per company and route' } },
    { question: 'Where do developers drop off?', answer: 'A funnel from sign-up to first successful call.', image: { src: images.funnel, alt: 'Developer onboarding funnel' } },
    { question: 'What did a customer send us?', answer: 'The full request and response of any call.', image: { src: images.eventDetail, alt: 'API call detail with payloads' } },
  ],
  monitoring: [
    { question: 'Which customers did the incident affect?', answer: 'Failed calls grouped by company.', image: { src: images.errorBreakdown, alt: 'Errors by company' } },
    { question: 'Is usage dropping for a key account?', answer: 'Anomaly alerts scoped to one company.', image: { src: images.anomaly, alt: 'Usage anomaly for one company' } },
    { question: 'How much should we bill this customer?', answer: 'Metered usage per company and period.', image: { src: images.billingUsageReport, alt: 'Usage report per customer' } },
  ],
  billing: [
    { question: 'How much will each customer be billed?', answer: 'Metered usage per company, projected to period end.', image: { src: images.billingUsageReport, alt: 'Projected usage per customer' } },
    { question: 'Who is about to exceed their quota?', answer: 'Quota use per company, enforced at the gateway.', image: { src: images.governanceQuotas, alt: 'Quota use per company' } },
    { question: 'Why did this customer\u2019s usage jump?', answer: 'Drill from the meter into the API calls behind it.', image: { src: images.logSearch, alt: 'API calls behind a meter' } },
  ],
};
