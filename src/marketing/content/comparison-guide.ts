import { comparePages } from '@/marketing/content/compare';
import { images } from './images';
import type { ComparisonGuideContent, GuideTileContent } from './pageTypes';
import { relatedLinks } from './relatedLinks';

function guide(company: keyof typeof comparePages, title: string, description: string): GuideTileContent {
  return { title, description, path: comparePages[company].path };
}

/** /comparison-guide: twelve guides, three navigation panels and the GDPR/CCPA call to action. */
export const comparisonGuidePage: ComparisonGuideContent = {
  path: '/comparison-guide',
  feature: 'comparison-guide',
  title: 'Comparison Guide: how Apiscope compares with other tools | Apiscope',
  description:
    'Compare Apiscope with product analytics, APM, log platforms, API gateways and usage-based billing tools, and see where each fits in an API stack.',
  hero: {
    eyebrow: 'Comparison guide',
    headline: 'How Apiscope compares with the tools you know',
    subheadline: 'Where Apiscope replaces a tool, where it complements one, and what each is best at for API teams.',
    image: { src: images.compareOverview, alt: 'Overview of analytics, observability and billing tools arranged around an API usage chart' },
  },
  pillars: [
    { title: 'API-native', body: 'Built around API calls, customers and payloads.' },
    { title: 'Analytics to invoice', body: 'One data set for analytics, monitoring, quotas and billing.' },
    { title: 'Works with your stack', body: 'Gateways, APM tools and billing providers stay in place.' },
  ],
  sections: [
    {
      id: 'how-to-read',
      title: 'How to read these comparisons',
      body: 'Each guide compares capabilities that matter for API products, based on public documentation, and says where the other tool is the better fit. Many teams run Apiscope next to the tool it is compared with: gateways, APM agents and billing providers stay in place.',
      bullets: ['Capability tables in eight areas', 'Where each product fits best', 'Plugins and SDKs for the stack you already run'],
      image: { src: images.gatewayPlugins, alt: 'Grid of gateway plugins such as Kong, AWS API Gateway, NGINX and Envoy, four connected' },
    },
  ],
  guidesTitle: 'Comparison guides',
  guides: [
    guide('amplitude-and-mixpanel-web-analytics', 'Amplitude and Mixpanel', 'Web product analytics versus API-native analytics.'),
    guide('datadog-application-performance-monitoring', 'Datadog', 'Infrastructure observability versus API customer insight.'),
    guide('newrelic-application-performance-monitoring', 'New Relic', 'Full-stack telemetry versus API product analytics.'),
    guide('honeycomb-observability', 'Honeycomb', 'High-cardinality observability versus API analytics for every team.'),
    guide('kibana-and-elk-stack', 'Kibana and ELK', 'A log stack you operate versus a managed API platform.'),
    guide('infrastructure-and-application-performance-monitoring', 'Infrastructure and APM tools', 'Hosts and services versus customers and usage.'),
    guide('apigee', 'Apigee', 'Gateway analytics versus payload-level customer analytics.'),
    guide('orb', 'Orb', 'Billing from events you send versus metering captured traffic.'),
    guide('metronome', 'Metronome', 'Usage billing platform versus API metering with enforcement.'),
    guide('amberflo', 'Amberflo', 'Meter records versus metering from API calls.'),
    guide('complement-stripe', 'Stripe Billing', 'How Apiscope complements Stripe for API usage.'),
    guide('hypercurrent', 'HyperCurrent', 'API monetization with and without full analytics.'),
  ],
  panels: [
    {
      title: 'Scalable infrastructure',
      body: 'Asynchronous collection, queries under a second and multi-year retention, without a cluster to run.',
      linkLabel: 'Explore the infrastructure',
      path: '/enterprise/api-analytics-infrastructure',
    },
    {
      title: 'Security and compliance',
      body: 'SOC 2 Type 2, AES256 encryption, customer-held keys, SSO, custom roles and audit logs.',
      linkLabel: 'Review security',
      path: '/enterprise/security-compliance',
    },
    {
      title: 'No-hassle implementation',
      body: 'SDKs for common server frameworks and plugins for popular gateways send data in minutes.',
      linkLabel: 'See implementation guides',
      path: '/implementation',
    },
  ],
  privacyCallout: {
    title: 'GDPR and CCPA ready',
    body: 'Delete or export a user\u2019s data on request, mask fields before they leave your servers and block collection on sensitive routes.',
    linkLabel: 'Read about privacy controls',
    path: '/enterprise/gdpr-compliance',
  },
  questions: [
    { question: 'Do we need to replace our APM?', answer: 'No: Apiscope adds the customer view next to it.', image: { src: images.traceWaterfall, alt: 'Trace joined to an API call' } },
    { question: 'Can we keep our billing provider?', answer: 'Yes: it stays the system of record for invoices.', image: { src: images.billingInvoice, alt: 'Invoice through a billing provider' } },
    { question: 'Does it work with our gateway?', answer: 'Plugins cover popular gateways; SDKs cover the rest.', image: { src: images.sdkInstall, alt: 'Gateway plugins and SDKs' } },
  ],
  related: [relatedLinks.analytics, relatedLinks.billing, relatedLinks.monitoring, relatedLinks.security],
  cta: { title: 'Not sure which tool fits?', body: 'Tell us about your API stack and we will show you where Apiscope fits.', intentKey: 'product' },
};
