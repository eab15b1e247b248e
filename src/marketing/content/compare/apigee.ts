import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/apigee */
export const apigeePage: ComparePageContent = {
  path: '/compare-to/apigee',
  feature: 'compare-apigee',
  title: 'Apiscope vs Apigee analytics and monetization | Apiscope',
  description:
    'Apigee is a full API management platform. Apiscope works with it through a plugin, adding payload-level customer analytics, debugging and flexible usage-based billing.',
  competitorName: 'Apigee',
  hero: {
    eyebrow: 'Apiscope vs Apigee',
    headline: 'Deeper customer analytics for your Apigee APIs',
    subheadline: 'Keep Apigee as your gateway; add payload analytics, debugging, alerts and billing through your billing provider.',
    image: { src: images.compareOverview, alt: 'Gateway traffic report next to an API usage chart by customer' },
  },
  pillars: [
    { title: 'Works with Apigee', body: 'A plugin sends Apigee traffic to Apiscope; nothing is replaced.' },
    { title: 'Payload depth', body: 'Analytics and search on request and response bodies.' },
    { title: 'Your billing provider', body: 'Invoices through Stripe, Chargebee, Recurly or Zuora.' },
  ],
  sections: [
    {
      id: 'alongside',
      title: 'A gateway and an analytics platform, together',
      body: 'Apigee handles proxies, security policies, quotas and its own analytics reports. Apiscope adds what product and success teams ask for: per-customer payload analytics, funnels, retention, full logs and behavioral emails.',
      bullets: ['Apigee for traffic management', 'Apiscope for customer analytics and debugging', 'One plugin to connect them'],
      image: { src: images.gatewayPlugins, alt: 'Gateway plugins including Apigee' },
    },
    {
      id: 'monetize',
      title: 'Usage-based billing with the provider you choose',
      body: 'Meter any field of the traffic Apigee proxies and report usage to your billing provider, which stays the system of record for invoices.',
      bullets: ['Meters on any body field', 'Prepaid credits and tiers', 'Billing provider as system of record'],
      image: { src: images.billingInvoice, alt: 'Invoice with metered lines' },
    },
  ],
  questions: compareQuestions.billing,
  related: [relatedLinks.analytics, relatedLinks.billing, relatedLinks.portal, relatedLinks.comparisonGuide],
  cta: { title: 'Connect Apigee to Apiscope', body: 'Install the plugin and see customer-level analytics today.', intentKey: 'product' },
  comparison: {
    'billing-meters': 'yes',
    'billing-providers': 'partial',
    'developer-portal': 'yes',
    'self-serve-portal': 'yes',
    'quota-enforcement': 'yes',
    'customer-analytics': 'Basic Only',
    'payload-analytics': 'Only Custom Metadata',
    'funnels-retention': 'no',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'yes',
    'middleware-capture': 'yes',
    'managed-service': 'yes',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('Google Cloud\u2019s Apigee'),
  customerExperience: apiscopeCustomerExperience,
};
