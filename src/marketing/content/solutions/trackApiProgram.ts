import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /solutions/track-api-program */
export const trackApiProgramPage: MarketingPageContent = {
  path: '/solutions/track-api-program',
  feature: 'solution-track-api-program',
  title: 'Track your API program: adoption, usage and revenue KPIs | Apiscope',
  description:
    'Report on your API program with the numbers leadership asks for: active customers, adoption, retention, revenue usage and reliability, all from live traffic.',
  hero: {
    eyebrow: 'API Program',
    headline: 'Report on your API program with numbers you trust',
    subheadline: 'Active customers, adoption, retention and revenue usage from live API traffic, in one executive dashboard.',
    image: { src: images.dashboardGrid, alt: 'Program dashboard with calls per day, error rate, top companies and latency by route' },
  },
  pillars: [
    { title: 'Executive view', body: 'The handful of KPIs that say whether the program is growing.' },
    { title: 'Product view', body: 'Adoption and retention per endpoint and plan.' },
    { title: 'Engineering view', body: 'Reliability that customers actually experience.' },
  ],
  sections: [
    {
      id: 'kpis',
      title: 'The KPIs of an API program',
      body: 'Weekly active companies, time to first call, retention and usage by plan answer the questions a board deck needs, and they update daily.',
      bullets: ['Weekly and monthly active companies', 'Time to first call', 'Revenue-bearing usage by plan'],
      image: { src: images.kpis, alt: 'KPI dashboard tiles' },
    },
    {
      id: 'retention',
      title: 'Retention that shows which integrations stick',
      body: 'Weekly cohorts of new companies show how many still call you a month later, and which endpoints the retained ones use.',
      bullets: ['Retention by sign-up week', 'Split by plan, SDK or use case', 'Endpoints used by retained customers'],
      image: { src: images.retention, alt: 'Retention grid by weekly cohort' },
    },
  ],
  testimonialId: 'reloadly1',
  questions: [
    { question: 'Is the program growing?', answer: 'Active companies and calls, week over week.', image: { src: images.querySpeed, alt: 'Monthly API calls growing over the last twelve months' } },
    { question: 'Which plan retains best?', answer: 'Retention split by plan.', image: { src: images.retentionByPlan, alt: 'Retention curves per plan' } },
    { question: 'Where are customers located?', answer: 'Calls by country and region.', image: { src: images.geo, alt: 'Calls by country' } },
  ],
  related: [relatedLinks.analytics, relatedLinks.dashboards, relatedLinks.cohorts, relatedLinks.billing],
  cta: { title: 'Build your API program dashboard', body: 'Start from the executive template and share it with leadership.', intentKey: 'adoption' },
};
