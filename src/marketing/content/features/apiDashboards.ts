import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/api-dashboards (dashboards are saved workspaces in the portal, hence the identifier). */
export const apiDashboardsPage: MarketingPageContent = {
  path: '/features/api-dashboards',
  feature: 'workspaces',
  title: 'API Dashboards: shareable live charts for every team | Apiscope',
  description:
    'Build dashboards from saved API charts for engineering, product and leadership. Share them with your team, by public link or embedded in your own tools.',
  hero: {
    eyebrow: 'API Dashboards',
    headline: 'One place where every team reads the same API numbers',
    subheadline: 'Dashboards of live charts for engineering, product, customer success and leadership, shared in one click.',
    image: { src: images.dashboardList, alt: 'List of dashboards for executives, engineering, customer success and one partner, with their sharing level' },
  },
  pillars: [
    { title: 'From any chart', body: 'Save a chart from analytics, logs or monitoring and pin it to a dashboard.' },
    { title: 'For every audience', body: 'Templates for executives, product, engineering and customer success.' },
    { title: 'Shareable', body: 'Team access, public links and embedding with a scoped token.' },
  ],
  sections: [
    {
      id: 'build',
      title: 'Build a dashboard from the charts you already use',
      body: 'Any chart you explore can become a saved workspace. Arrange workspaces into dashboards per team or per launch, with one time range controlling them all.',
      bullets: ['Time series, bar, table and single-number tiles', 'One time range and filter for the whole dashboard', 'Templates to start from'],
      image: { src: images.dashboardGrid, alt: 'Grid of dashboard tiles with charts and numbers' },
    },
    {
      id: 'share',
      title: 'Share with the team, a partner or the public',
      body: 'Keep a dashboard private, share it with your organization, or publish a read-only link. Public links and embeds use their own access token, which you can revoke at any time.',
      bullets: ['Organization, team and public sharing', 'Embed in internal wikis and admin tools', 'Revocable access tokens per shared view'],
      image: { src: images.dashboardShare, alt: 'Share dialog with private, organization and public link options and an embed code' },
    },
  ],
  testimonialId: 'nexhealth1',
  questions: [
    { question: 'How is the API program doing this quarter?', answer: 'An executive dashboard with active customers, calls and revenue usage.', image: { src: images.kpis, alt: 'KPI tiles for active customers, API calls and median latency' } },
    { question: 'What does on-call look at first?', answer: 'An engineering dashboard with error rate and latency per route.', image: { src: images.monitoringOverview, alt: 'Monitoring overview with key tiles and active alerts' } },
    { question: 'Can a partner see their own numbers?', answer: 'Share a filtered dashboard through a public, revocable link.', image: { src: images.embeddedCustomerView, alt: 'Usage dashboard showing one partner company its own calls and errors' } },
  ],
  related: [relatedLinks.analytics, relatedLinks.embedded, relatedLinks.emails, relatedLinks.monitoring],
  cta: { title: 'Give every team the same source of truth', body: 'Start from a template and have a dashboard your whole company can read today.', intentKey: 'product' },
};
