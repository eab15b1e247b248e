import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/amplitude-and-mixpanel-web-analytics */
export const amplitudeAndMixpanelPage: ComparePageContent = {
  path: '/compare-to/amplitude-and-mixpanel-web-analytics',
  feature: 'compare-amplitude-and-mixpanel',
  title: 'Apiscope vs Amplitude and Mixpanel for API analytics | Apiscope',
  description:
    'Amplitude and Mixpanel excel at web and mobile product analytics. See how Apiscope adds API-native analytics, payload logs, monitoring and usage-based billing.',
  competitorName: 'Amplitude and Mixpanel',
  hero: {
    eyebrow: 'Apiscope vs Amplitude and Mixpanel',
    headline: 'Product analytics built for APIs, not just web pages',
    subheadline: 'Web analytics track clicks you instrument. Apiscope captures every API call, payload and customer automatically.',
    image: { src: images.compareOverview, alt: 'Side-by-side view of a web click funnel and an API usage chart broken down by customer' },
  },
  pillars: [
    { title: 'No event plan for APIs', body: 'Middleware captures each call; you do not add a track() call per endpoint.' },
    { title: 'Payload-level insight', body: 'Break down by any request or response field, not only properties you sent.' },
    { title: 'Beyond analytics', body: 'Logs, alerts, quotas and billing from the same data.' },
  ],
  sections: [
    {
      id: 'where-they-fit',
      title: 'Where Amplitude and Mixpanel shine, and where APIs differ',
      body: 'Both are strong for funnels and retention on user interfaces, fed by events your code sends. API products need the same questions answered from server traffic, with the request, response and customer attached, which those tools only see if you send it as custom properties.',
      bullets: ['Keep them for your web and mobile front end', 'Use Apiscope for API usage, debugging and billing', 'Sync Apiscope cohorts to your marketing tools'],
      image: { src: images.cohortSync, alt: 'Cohort sync to marketing and CRM tools' },
    },
    {
      id: 'api-native',
      title: 'API-native from collection to chart',
      body: 'Routes, status codes, latency and body fields are first-class, so percentile latency per endpoint or errors per customer need no extra instrumentation.',
      bullets: ['Automatic capture from middleware and gateways', 'Latency percentiles and error rates', 'Full payload logs for debugging'],
      image: { src: images.segmentation, alt: 'Calls grouped by a response body field' },
    },
  ],
  testimonialId: 'youcom1',
  questions: compareQuestions.analytics,
  related: [relatedLinks.analytics, relatedLinks.cohorts, relatedLinks.emails, relatedLinks.comparisonGuide],
  cta: { title: 'Add API analytics next to your product analytics', body: 'Keep your web analytics; see your API the same way.', intentKey: 'product' },
  comparison: {
    'billing-meters': 'no',
    'developer-portal': 'no',
    'quota-enforcement': 'no',
    'customer-analytics': 'Only Custom Metadata',
    'payload-analytics': 'Only Custom Metadata',
    'funnels-retention': 'yes',
    'logs-search': 'no',
    'custom-dashboards': 'yes',
    'threshold-alerts': 'Basic Alerts',
    traces: 'no',
    'middleware-capture': 'no',
    'managed-service': 'yes',
    'management-api': 'yes',
    'open-source-sdks': 'yes',
  },
  comparisonNote: comparisonNote('Amplitude and Mixpanel'),
  customerExperience: apiscopeCustomerExperience,
};
