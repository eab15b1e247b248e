import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { MarketingPageContent } from '@/marketing/content/types';

/** /features/behavioral-cohorts */
export const behavioralCohortsPage: MarketingPageContent = {
  path: '/features/behavioral-cohorts',
  feature: 'behavioral-cohorts',
  title: 'Behavioral Cohorts: group API customers by what they do | Apiscope',
  description:
    'Build cohorts of users and companies from API usage and product actions, track them over time and sync them to your marketing and CRM tools.',
  hero: {
    eyebrow: 'Behavioral Cohorts',
    headline: 'Group customers by what they do, not what they said',
    subheadline: 'Cohorts from API usage and actions, updated continuously and synced to your marketing tools.',
    image: { src: images.cohortList, alt: 'List of user and company cohorts with member counts and 30-day trend lines' },
  },
  pillars: [
    { title: 'Users and companies', body: 'Separate cohorts for individual developers and the accounts they belong to.' },
    { title: 'Always current', body: 'Membership updates as traffic arrives.' },
    { title: 'Actionable', body: 'Use cohorts in charts, emails, governance rules and synced tools.' },
  ],
  sections: [
    {
      id: 'build',
      title: 'Criteria from usage, properties and actions',
      body: 'Combine profile properties like plan and country with behavior such as calls to a route, errors, or a sign-up action. Save the cohort and it becomes a filter everywhere.',
      bullets: ['Behavior over any period', 'Profile and company properties', 'Reuse as a filter in any chart'],
      image: { src: images.cohortBuilder, alt: 'Cohort criteria builder' },
    },
    {
      id: 'sync',
      title: 'Sync cohorts to marketing and CRM tools',
      body: 'Send cohort membership to the tools your growth and success teams use, so a campaign reaches exactly the developers who stalled after their first call.',
      bullets: ['Scheduled syncs to marketing tools', 'Webhooks for anything else', 'Membership history per customer'],
      image: { src: images.cohortSync, alt: 'Cohort sync settings with destinations for a CRM, a marketing automation tool and a webhook' },
    },
  ],
  questions: [
    { question: 'Which trials are activating?', answer: 'A cohort of trial companies with successful calls on three days.', image: { src: images.cohortMembers, alt: 'Members of the Activating trials cohort with trial day, active days and successful calls' } },
    { question: 'Do cohorts retain differently?', answer: 'Compare retention curves per cohort.', image: { src: images.retention, alt: 'Retention grid per weekly cohort' } },
    { question: 'Can we email stalled users automatically?', answer: 'Trigger a behavioral email when someone joins the cohort.', image: { src: images.emailTrigger, alt: 'Email campaign triggered when a company enters a cohort' } },
  ],
  related: [relatedLinks.emails, relatedLinks.analytics, relatedLinks.governance, relatedLinks.dashboards],
  cta: { title: 'Find your best and most at-risk customers', body: 'Build your first cohort from the traffic you already send.', intentKey: 'growth' },
};
