import { PARENT_COMPANY } from './company';
import type { OtherPageMeta } from './types';

/** Builds one page's metadata. */
export const pageMeta = (path: string, title: string, description: string, feature: string): OtherPageMeta => ({
  path, title, description, feature,
});

/** Metadata of the fixed-path pages of this family. */
export const otherMeta = {
  caseStudies: pageMeta('/casestudies', 'Customer Stories | Apiscope', 'How API and AI companies use Apiscope to debug integrations, understand usage and bill on consumption: challenges, solutions and measured results.', 'customers'),
  extensions: pageMeta('/extensions', 'Integrations | Apiscope', 'Connect Apiscope to your API gateway, server framework, log pipeline or billing provider: Kong, AWS, Azure, NGINX, Node.js, Python, Java, Stripe and more.', 'integrations'),
  apiMonetization: pageMeta('/extensions/api-monetization', 'API Monetization Integrations | Apiscope', 'Meter API usage in Apiscope and invoice it through Stripe, Chargebee, Recurly or Zuora. Your billing provider stays the system of record.', 'metered-api-billing'),
  implementation: pageMeta('/implementation', 'Implementation Guides | Apiscope', 'Send API calls to Apiscope from Node.js, Python, Go, Ruby, Java, .NET, PHP or the browser with the open-source SDKs. Setup takes a few minutes.', 'implementation'),
  implementationMonetization: pageMeta('/implementation', 'Set Up Usage-Based Billing | Apiscope', 'Set up usage-based billing in four steps: send API calls, identify companies, create a billing meter and connect your billing provider.', 'metered-api-billing'),
  overview: pageMeta('/implementation/overview', 'How Apiscope Collects Data | Apiscope', 'How data reaches Apiscope: SDKs and gateway plugins batch API calls to the collector, which stores them for search, dashboards, alerts and billing.', 'implementation'),
  price: pageMeta('/price', 'Pricing | Apiscope', 'Apiscope plans from Free to Growth, a 14-day trial with 10 million events, and the pricing models you can bill your own customers with.', 'pricing'),
  about: pageMeta('/about', 'About Apiscope', 'Apiscope, Inc. builds API analytics, monitoring and usage-based billing for teams that run APIs and AI products. Our mission, story and principles.', 'about'),
  press: pageMeta('/press', 'Press | Apiscope', `Announcements from Apiscope, Inc., including Apiscope joining ${PARENT_COMPANY}, with what it means for customers.`, 'press'),
  message: pageMeta('/message', 'Message | Apiscope', 'A message about your Apiscope account, such as an email verification result.', 'message'),
  signup: pageMeta('/signup', 'Sign Up Free | Apiscope', 'Create a free Apiscope account: API analytics, logs, monitoring and usage-based billing. 14-day trial of paid features, no card needed.', 'signup'),
  status: pageMeta('/public-apis/status/dash', 'Platform Status | Apiscope', 'Live status of the Apiscope platform, checked from your browser: whether the service is operational or degraded, and when it was last checked.', 'status'),
  pluginDesk: pageMeta('/plugin/desk', 'Apiscope for Support Desks', 'See a customer\'s recent API calls and errors next to their support ticket, without leaving your help desk.', 'plugin-desk'),
  pluginZendesk: pageMeta('/plugin/zendesk', 'Apiscope Support | Help Desk App', 'Get help with the Apiscope help-desk app: how it finds a customer\'s API calls, how to set it up, and how to contact support.', 'plugin-zendesk'),
  contactSales: pageMeta('/contact/sales', 'Contact Sales | Apiscope', 'Talk to the Apiscope team about annual plans, event volumes, security reviews and usage-based billing for your API.', 'contact-sales'),
  basicLanding: pageMeta('/basic-landing', 'Basic API Metrics | Apiscope', 'Basic traffic, latency and error metrics for APIs on your API-management subscription, with an upgrade path to full analytics.', 'basic-metrics'),
};

