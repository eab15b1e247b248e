import type { ComparePageContent } from '@/marketing/content/compareTypes';
import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import { apiscopeCustomerExperience, compareQuestions, comparisonNote } from './shared';

/** /compare-to/metronome */
export const metronomePage: ComparePageContent = {
  path: '/compare-to/metronome',
  feature: 'compare-metronome',
  title: 'Apiscope vs Metronome for usage-based billing | Apiscope',
  description:
    'Metronome is a billing platform for usage-based pricing at scale. Apiscope meters API traffic directly and adds analytics, quota enforcement and a developer portal.',
  competitorName: 'Metronome',
  hero: {
    eyebrow: 'Apiscope vs Metronome',
    headline: 'From API call to invoice line, in one platform',
    subheadline: 'Metronome prices the usage events you send. Apiscope captures API usage, enforces plans and reports to billing.',
    image: { src: images.billingInvoice, alt: 'Invoice preview with metered API line items' },
  },
  pillars: [
    { title: 'Usage at the source', body: 'Captured from API traffic by SDKs and gateway plugins.' },
    { title: 'Plans enforced', body: 'Quotas and blocks follow the same meters.' },
    { title: 'Provider stays', body: 'Your billing provider remains the system of record.' },
  ],
  sections: [
    {
      id: 'source',
      title: 'No usage pipeline to build first',
      body: 'Metronome models contracts, commits and credits over usage events your systems send. Apiscope creates those numbers from the API calls themselves and reports them to the billing provider you use.',
      bullets: ['Meters from captured calls', 'Commit-style prepaid credits', 'Reports to Stripe, Chargebee, Recurly or Zuora'],
      image: { src: images.billingMeter, alt: 'Meter configuration' },
    },
    {
      id: 'visibility',
      title: 'Customers see what they pay for',
      body: 'Embedded usage charts and an open-source developer portal show customers the same metered numbers, which cuts billing disputes.',
      bullets: ['Embedded usage charts', 'Developer portal with keys and plans', 'Overage and low-balance emails'],
      image: { src: images.embeddedCustomerView, alt: 'Customer usage view' },
    },
  ],
  testimonialId: 'youcom1',
  questions: compareQuestions.billing,
  related: [relatedLinks.billing, relatedLinks.catalog, relatedLinks.embedded, relatedLinks.comparisonGuide],
  cta: { title: 'Go from API traffic to invoices', body: 'Connect your billing provider and define your first meter.', intentKey: 'growth' },
  comparison: {
    'billing-meters': 'yes',
    'pricing-models': 'yes',
    'billing-providers': 'yes',
    'prepaid-credits': 'yes',
    'developer-portal': 'no',
    'embedded-metrics': 'Billing Only',
    'quota-enforcement': 'no',
    'customer-analytics': 'Billing Only',
    'payload-analytics': 'SQL Only',
    'custom-dashboards': 'Basic Only',
    'threshold-alerts': 'Basic Alerts',
    'middleware-capture': 'no',
    'management-api': 'yes',
  },
  comparisonNote: comparisonNote('Metronome\u2019s'),
  customerExperience: apiscopeCustomerExperience,
};
