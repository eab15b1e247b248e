import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/amberflo */
export const amberfloPage: ComparePageContent = {
  path: '/compare-to/amberflo',
  feature: 'compare-amberflo',
  title: 'Apiscope vs Amberflo for metering and billing | Apiscope',
  description:
    'Amberflo meters the records you ingest and prices them. Apiscope meters API and AI traffic it captures itself and adds API analytics, quotas and a developer portal.',
  competitorName: 'Amberflo',
  hero: {
    eyebrow: 'Apiscope vs Amberflo',
    headline: 'Metering, analytics and enforcement from one API data set',
    subheadline: 'Meter calls and tokens from captured traffic, then analyse, enforce and bill from the same numbers.',
    image: { src: images.aiTokenMetering, alt: 'Token metering per model and customer' },
  },
  pillars: [
    { title: 'Captured, not reported', body: 'Usage comes from API traffic, not from meter records your code must send.' },
    { title: 'Debuggable', body: 'Every metered unit links back to its API call.' },
    { title: 'Enforced', body: 'Quotas and credit limits apply in the request path.' },
  ],
  sections: [
    {
      id: 'metering',
      title: 'Metering without meter records',
      body: 'Amberflo ingests meter records that your services produce. Apiscope derives usage from the API calls it captures, so adding a new meter is a configuration change rather than a code change.',
      bullets: ['Meters on any captured field', 'Backfill from existing history', 'Usage preview before billing'],
      image: { src: images.billingMeter, alt: 'Meter configuration' },
    },
    {
      id: 'api-platform',
      title: 'A full API platform around the meter',
      body: 'Logs, monitoring, cohorts and a developer portal sit on the same data, so support can explain a charge and engineering can fix the integration behind it.',
      bullets: ['Full payload API logs', 'Alerts per customer', 'Open-source developer portal'],
      image: { src: images.eventDetail, alt: 'API call detail with request and response bodies' },
    },
  ],
  questions: compareQuestions.billing,
  related: [relatedLinks.billing, relatedLinks.prepaid, relatedLinks.logs, relatedLinks.comparisonGuide],
  cta: { title: 'Meter your API without new code', body: 'Capture traffic with an SDK and define meters in the portal.', intentKey: 'growth' },
  comparison: {
    'billing-meters': 'yes',
    'pricing-models': 'yes',
    'billing-providers': 'yes',
    'prepaid-credits': 'yes',
    'developer-portal': 'no',
    'embedded-metrics': 'Billing Only',
    'quota-enforcement': 'partial',
    'customer-analytics': 'Billing Only',
    'logs-search': 'no',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'Basic Alerts',
    'middleware-capture': 'partial',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('Amberflo\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
