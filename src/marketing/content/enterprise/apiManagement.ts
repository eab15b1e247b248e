import { images } from '@/marketing/content/images';
import { relatedLinks } from '@/marketing/content/relatedLinks';
import type { EnterprisePageContent } from '@/marketing/content/pageTypes';
import { apiManagementSnippets } from './sdkSnippets';

/** /enterprise/api-analytics-for-api-management (`?language=` preselects an SDK tab). */
export const apiManagementPage: EnterprisePageContent = {
  path: '/enterprise/api-analytics-for-api-management',
  feature: 'enterprise-api-management',
  title: 'API Analytics for API Management and Gateways | Apiscope',
  description:
    'Add customer-level API analytics, billing and governance to your API gateway or management platform with a plugin or SDK, without replacing it.',
  hero: {
    eyebrow: 'API management',
    headline: 'Customer-level analytics for the API gateway you already run',
    subheadline: 'Plugins and SDKs add usage analytics, billing and governance on top of your gateway, without replacing it.',
    image: { src: images.sdkInstall, alt: 'Install panel listing gateway plugins and server SDKs with a configuration snippet' },
  },
  pillars: [
    { title: 'Keep your gateway', body: 'Kong, AWS, Azure, NGINX, Envoy, Apigee and more stay in place.' },
    { title: 'Add the customer view', body: 'Usage per user and company, not just per route.' },
    { title: 'Monetize', body: 'Meters and quotas that work with your gateway\u2019s keys.' },
  ],
  sections: [
    {
      id: 'gateways',
      title: 'Plugins for common gateways, SDKs for the rest',
      body: 'Gateway plugins capture every call at the edge; server SDKs add user and company identity from inside your app. Both send to the same collector.',
      bullets: ['Gateway plugins and server middleware', 'Identity from keys, tokens or headers', 'Governance rules enforced at the gateway'],
      image: { src: images.gatewayPlugins, alt: 'Grid of gateway plugins such as Kong, AWS API Gateway, NGINX and Envoy, four connected' },
    },
    {
      id: 'beyond-gateway-analytics',
      title: 'Beyond the gateway\u2019s built-in charts',
      body: 'Gateway dashboards show traffic per route. Apiscope adds payload fields, customers, funnels, retention, billing meters and alerts per account.',
      bullets: ['Payload-level breakdowns', 'Funnels and retention', 'Billing meters on gateway traffic'],
      image: { src: images.usageByCustomer, alt: 'Usage per customer' },
    },
  ],
  questions: [
    { question: 'Which consumers call which API products?', answer: 'Usage by company and API product.', image: { src: images.segmentation, alt: 'Calls by API product' } },
    { question: 'How do we bill gateway traffic?', answer: 'Meters on gateway-captured calls.', image: { src: images.billingMeter, alt: 'Meter on gateway traffic' } },
    { question: 'Can the gateway enforce quotas?', answer: 'Plugins apply governance rules.', image: { src: images.governanceRule, alt: 'Governance rule' } },
  ],
  related: [relatedLinks.analytics, relatedLinks.governance, relatedLinks.billing, relatedLinks.infrastructure],
  cta: { title: 'Connect your gateway in minutes', body: 'Pick your gateway or SDK above and send your first events today.', intentKey: 'product' },
  sdkSnippets: apiManagementSnippets,
};
