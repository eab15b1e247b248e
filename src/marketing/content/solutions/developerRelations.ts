import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/developer-relations */
export const developerRelationsPage: MarketingPageContent = {
  path: '/solutions/developer-relations',
  feature: 'solution-developer-relations',
  title: 'Developer Relations: measure developer experience and adoption | Apiscope',
  description:
    'Measure time to first call, integration errors and SDK adoption. Find developers who are stuck and reach them with helpful, usage-based emails.',
  hero: {
    eyebrow: 'Developer Relations',
    headline: 'Measure developer experience by what developers do',
    subheadline: 'Time to first call, integration errors and SDK adoption, with emails that reach developers who are stuck.',
    image: { src: images.sdkTimeToFirstCall, alt: 'Median time to first successful call per SDK, fastest for Node.js and slowest for .NET' },
  },
  pillars: [
    { title: 'Time to first call', body: 'The metric that predicts whether a developer stays.' },
    { title: 'Integration errors', body: 'The 4xx responses that mean your docs or SDK confused someone.' },
    { title: 'Reach out', body: 'Emails and cohort syncs for developers who stall.' },
  ],
  sections: [
    {
      id: 'onboarding',
      title: 'Onboarding you can measure and improve',
      body: 'Track each developer from sign-up to first successful call. Compare guides, SDKs and sample apps by how fast they get developers live.',
      bullets: ['Time to first successful call', 'Conversion per SDK and guide', 'Stalled developers list'],
      image: { src: images.funnel, alt: 'Onboarding funnel' },
    },
    {
      id: 'errors',
      title: 'The errors that point to docs problems',
      body: 'Group 400 and 422 responses by error message and endpoint to see which parameters confuse developers most, and fix the doc page that causes them.',
      bullets: ['Validation errors by message', 'Errors per SDK version', 'Trend after a docs change'],
      image: { src: images.validationErrors, alt: '422 responses grouped by the invalid field' },
    },
  ],
  testimonialId: 'nexhealth1',
  questions: [
    { question: 'Which SDK gets developers live fastest?', answer: 'Time to first call per SDK.', image: { src: images.segmentation, alt: 'Time by SDK' } },
    { question: 'Which developers are stuck?', answer: 'A cohort with errors but no successful call.', image: { src: images.cohortBuilder, alt: 'Stuck developer cohort' } },
    { question: 'Did the new tutorial help?', answer: 'Compare conversion before and after.', image: { src: images.kpis, alt: 'KPI tiles including time to first call down 35 minutes' } },
  ],
  related: [relatedLinks.emails, relatedLinks.cohorts, relatedLinks.portal, relatedLinks.analytics],
  cta: { title: 'Make developer experience measurable', body: 'Track time to first call from the day you install.', intentKey: 'devexp' },
};
