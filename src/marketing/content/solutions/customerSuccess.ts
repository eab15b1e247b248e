import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/customer-success */
export const customerSuccessPage: MarketingPageContent = {
  path: '/solutions/customer-success',
  feature: 'solution-customer-success',
  title: 'Customer Success for API products: health, usage and churn risk | Apiscope',
  description:
    'See each account\u2019s API usage, errors and trend in one view. Spot churn risk and expansion early and answer integration questions without engineering.',
  hero: {
    eyebrow: 'Customer Success',
    headline: 'Know every account\u2019s API health before the QBR',
    subheadline: 'Usage trends, errors and plan fit per company, so you spot churn risk and expansion early.',
    image: { src: images.accountView, alt: 'Account page for one company with falling usage, rising errors, quota use and its top errors' },
  },
  pillars: [
    { title: 'Account view', body: 'Usage, errors and plan for one company on one page.' },
    { title: 'Early warnings', body: 'Cohorts for falling usage and rising errors.' },
    { title: 'Self-serve answers', body: 'Look up a customer\u2019s calls without filing an engineering ticket.' },
  ],
  sections: [
    {
      id: 'health',
      title: 'Account health from real usage',
      body: 'Week-over-week usage, error rates and quota use show which accounts are thriving, which are struggling with their integration and which are outgrowing their plan.',
      bullets: ['Usage trend per company', 'Error rate per company', 'Quota use and upgrade signals'],
      image: { src: images.companyHealth, alt: 'Company health table' },
    },
    {
      id: 'alerts',
      title: 'Be told when an account changes',
      body: 'Cohorts such as "usage down 40% week over week" sync to your CRM and trigger emails, so the account owner hears first.',
      bullets: ['Usage drop and spike cohorts', 'CRM sync', 'Alerts to the account owner'],
      image: { src: images.cohortSync, alt: 'Cohort sync to CRM' },
    },
  ],
  testimonialId: 'ware2Go1',
  questions: [
    { question: 'Which accounts are at risk?', answer: 'Companies with falling usage or rising errors.', image: { src: images.usageByCustomer, alt: 'Companies with week-over-week usage change, one down 42 percent' } },
    { question: 'Who should upgrade?', answer: 'Companies above 80% of their plan.', image: { src: images.governanceQuotas, alt: 'Quota use' } },
    { question: 'What went wrong for this customer?', answer: 'Their failed calls, with payloads.', image: { src: images.logSearch, alt: 'Failed calls for one company' } },
  ],
  related: [relatedLinks.cohorts, relatedLinks.emails, relatedLinks.dashboards, relatedLinks.embedded],
  cta: { title: 'Give customer success the API view', body: 'Every account\u2019s usage and errors, without asking engineering.', intentKey: 'customersuccess' },
};
