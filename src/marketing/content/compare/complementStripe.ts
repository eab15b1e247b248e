import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { compareQuestions, comparisonNote } from './shared';

/**
 * /compare-to/complement-stripe. Apiscope works with Stripe rather than replacing it (Stripe stays the billing
 * system of record), so this page focuses on the integration and is the one compare page that hides the
 * customer-experience section.
 */
export const complementStripePage: ComparePageContent = {
  path: '/compare-to/complement-stripe',
  feature: 'compare-complement-stripe',
  title: 'Complement Stripe Billing with API metering and analytics | Apiscope',
  description:
    'Keep Stripe for payments and invoices. Apiscope meters API usage, reports it to Stripe, enforces quotas and shows customers their usage.',
  competitorName: 'Stripe Billing',
  hero: {
    eyebrow: 'Apiscope and Stripe',
    headline: 'Keep Stripe for invoices. Let Apiscope measure the usage.',
    subheadline: 'Apiscope meters API usage, reports it to Stripe subscriptions and enforces the limits of each plan.',
    image: { src: images.billingStripe, alt: 'Billing meter reporting hourly usage to Stripe subscription items' },
  },
  pillars: [
    { title: 'Stripe stays in charge', body: 'Payments, invoices and tax stay in Stripe.' },
    { title: 'Usage handled', body: 'Apiscope computes usage from API calls and reports it.' },
    { title: 'Limits enforced', body: 'Quotas and blocks follow each Stripe plan.' },
  ],
  sections: [
    {
      id: 'metering',
      title: 'Usage reporting to Stripe, without a cron job',
      body: 'Stripe Billing prices usage you send to it through meter events. Apiscope produces those numbers from captured API calls and reports them to the right subscription, so you do not maintain a usage pipeline.',
      bullets: ['Mapped to Stripe prices and subscriptions', 'Hourly reporting with retries', 'Reported usage visible per customer'],
      image: { src: images.billingSyncLog, alt: 'Hourly usage reports with their delivery results' },
    },
    {
      id: 'around-stripe',
      title: 'What Stripe does not do for APIs',
      body: 'Stripe does not sit in your request path. Apiscope enforces quotas at the SDK or gateway, shows customers live usage in your portal and alerts you when a customer\u2019s usage changes.',
      bullets: ['Quota enforcement', 'Embedded usage charts and developer portal', 'Usage alerts and emails'],
      image: { src: images.governanceRule, alt: 'Quota rule returning 429 when a plan limit is reached' },
    },
  ],
  questions: compareQuestions.billing,
  related: [relatedLinks.billing, relatedLinks.prepaid, relatedLinks.portal, relatedLinks.comparisonGuide],
  cta: { title: 'Connect Stripe and start metering', body: 'Link your Stripe account, map prices to meters and report usage today.', intentKey: 'growth' },
  comparison: {
    'billing-meters': 'partial',
    'pricing-models': 'yes',
    'billing-providers': 'Stripe Only',
    'prepaid-credits': 'yes',
    'developer-portal': 'Not Customizable',
    'self-serve-portal': 'partial',
    'quota-enforcement': 'no',
    'customer-analytics': 'Billing Only',
    'logs-search': 'no',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'Basic Alerts',
    'middleware-capture': 'no',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('Stripe\u2019s'),
  customerExperience: null,
};
