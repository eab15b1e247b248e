import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/blobr */
export const blobrPage: ComparePageContent = {
  path: '/compare-to/blobr',
  feature: 'compare-blobr',
  title: 'Apiscope vs Blobr for API products and monetization | Apiscope',
  description:
    'Blobr helps package APIs into products with a hosted portal. Apiscope adds metering on any field, several billing providers and deep API analytics.',
  competitorName: 'Blobr',
  hero: {
    eyebrow: 'Apiscope vs Blobr',
    headline: 'API products, metered your way, with any billing provider',
    subheadline: 'Package, meter and bill your API with the billing provider you choose, and see how every customer uses it.',
    image: { src: images.portalPlans, alt: 'Developer portal pricing page with three plans' },
  },
  pillars: [
    { title: 'Any billing provider', body: 'Stripe, Chargebee, Recurly, Zuora or webhooks.' },
    { title: 'Open-source portal', body: 'Change any page and host it yourself.' },
    { title: 'Deep analytics', body: 'Payload-level usage, funnels and retention.' },
  ],
  sections: [
    {
      id: 'packaging',
      title: 'Package and sell your API with the portal you own',
      body: 'Blobr centres on a hosted portal for packaging APIs into products. Apiscope\u2019s developer portal is open source, works with several billing providers and sits next to your existing gateway.',
      bullets: ['Open-source developer portal', 'Several billing providers', 'Keys from your own gateway'],
      image: { src: images.portalHome, alt: 'Developer portal home' },
    },
    {
      id: 'analytics',
      title: 'Know how each product and plan is used',
      body: 'Meters on any field, plus analytics, monitoring and logs, show which API products sell and which integrations struggle.',
      bullets: ['Meters on any body field', 'Usage by product and plan', 'Alerts per customer'],
      image: { src: images.segmentation, alt: 'Usage by plan' },
    },
  ],
  questions: compareQuestions.billing,
  related: [relatedLinks.portal, relatedLinks.billing, relatedLinks.catalog, relatedLinks.comparisonGuide],
  cta: { title: 'Launch your API product', body: 'Start with the open-source portal and your billing provider.', intentKey: 'devexp' },
  comparison: {
    'billing-meters': 'partial',
    'developer-portal': 'partial',
    'self-serve-portal': 'yes',
    'quota-enforcement': 'yes',
    'customer-analytics': 'Basic Only',
    'funnels-retention': 'no',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'no',
    'middleware-capture': 'partial',
    'management-api': 'partial',
  },
  comparisonNote: comparisonNote('Blobr\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
