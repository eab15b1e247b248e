import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/user-behavioral-emails */
export const userBehavioralEmailsPage: MarketingPageContent = {
  path: '/features/user-behavioral-emails',
  feature: 'behavior-email',
  title: 'Behavioral Emails: email developers when their API usage changes | Apiscope',
  description:
    'Send emails triggered by API behavior: quota warnings, failed integrations, deprecated endpoint calls and onboarding nudges, built from live usage data.',
  hero: {
    eyebrow: 'Behavioral Emails',
    headline: 'Email developers about what their integration is doing',
    subheadline: 'Automatic emails when a customer nears a quota, hits errors or calls a deprecated endpoint.',
    image: { src: images.emailInbox, alt: 'Quota warning email as a customer receives it, with usage percent, top endpoints and an upgrade button' },
  },
  pillars: [
    { title: 'Triggered by usage', body: 'Send when a cohort is entered, not on a marketing calendar.' },
    { title: 'Personal', body: 'Templates fill in the customer\u2019s own numbers and endpoints.' },
    { title: 'Fewer surprises', body: 'Customers hear about overages and errors before the invoice.' },
  ],
  sections: [
    {
      id: 'triggers',
      title: 'Triggers based on what customers actually do',
      body: 'Pick a cohort, such as companies above 90% of their monthly quota or users with more than 50 errors in a day, and Apiscope sends the email when someone enters it.',
      bullets: ['Quota warnings and overage notices', 'Integration error alerts for customers', 'Deprecation notices to callers of old endpoints'],
      image: { src: images.emailTrigger, alt: 'Email trigger: when a company enters cohort Over 90 percent of quota, send template Quota warning' },
    },
    {
      id: 'templates',
      title: 'Templates with each customer\u2019s own numbers',
      body: 'Write the email once with variables for name, plan, usage and top endpoints. Preview it with real customer data before enabling.',
      bullets: ['Variables from user, company and usage data', 'Preview with a real customer', 'Send from your own domain'],
      image: { src: images.emailEditor, alt: 'Email template editor with variables' },
    },
  ],
  questions: [
    { question: 'Who is about to exceed their quota?', answer: 'A cohort of companies over 90% of plan, emailed automatically.', image: { src: images.governanceQuotas, alt: 'Quota usage bars per company' } },
    { question: 'Who still calls the v1 endpoints?', answer: 'A cohort by route, with a deprecation email.', image: { src: images.cohortBuilder, alt: 'Cohort criteria on route' } },
    { question: 'Did the onboarding email help?', answer: 'Compare time to first call for those who received it.', image: { src: images.funnel, alt: 'Onboarding funnel' } },
  ],
  related: [relatedLinks.cohorts, relatedLinks.governance, relatedLinks.analytics, relatedLinks.billing],
  cta: { title: 'Turn usage data into helpful emails', body: 'Start with a quota warning; most teams add onboarding nudges next.', intentKey: 'growth' },
};
