import { findCaseStudy } from './caseStudies';
import { PARENT_COMPANY } from './company';
import { findGuide } from './guides';
import { integrationTags } from './integrations';
import { landingPages } from './landing';
import { pricingPlans } from './pricing';
import type { CaseStudy, IntegrationTag, OtherPageMeta, PlanId, SdkGuide } from './types';

const m = (path: string, title: string, description: string, feature: string): OtherPageMeta => ({
  path, title, description, feature,
});

/** Metadata of the fixed-path pages of this family. */
export const otherMeta = {
  caseStudies: m('/casestudies', 'Customer Stories | Apiscope', 'How API and AI companies use Apiscope to debug integrations, understand usage and bill on consumption: challenges, solutions and measured results.', 'customers'),
  extensions: m('/extensions', 'Integrations | Apiscope', 'Connect Apiscope to your API gateway, server framework, log pipeline or billing provider: Kong, AWS, Azure, NGINX, Node.js, Python, Java, Stripe and more.', 'integrations'),
  apiMonetization: m('/extensions/api-monetization', 'API Monetization Integrations | Apiscope', 'Meter API usage in Apiscope and invoice it through Stripe, Chargebee, Recurly or Zuora. Your billing provider stays the system of record.', 'metered-api-billing'),
  implementation: m('/implementation', 'Implementation Guides | Apiscope', 'Send API calls to Apiscope from Node.js, Python, Go, Ruby, Java, .NET, PHP or the browser with the open-source SDKs. Setup takes a few minutes.', 'implementation'),
  implementationMonetization: m('/implementation', 'Set Up Usage-Based Billing | Apiscope', 'Set up usage-based billing in four steps: send API calls, identify companies, create a billing meter and connect your billing provider.', 'metered-api-billing'),
  overview: m('/implementation/overview', 'How Apiscope Collects Data | Apiscope', 'How data reaches Apiscope: SDKs and gateway plugins batch API calls to the collector, which stores them for search, dashboards, alerts and billing.', 'implementation'),
  price: m('/price', 'Pricing | Apiscope', 'Apiscope plans from Free to Growth, a 14-day trial with 10 million events, and the pricing models you can bill your own customers with.', 'pricing'),
  about: m('/about', 'About Apiscope', 'Apiscope, Inc. builds API analytics, monitoring and usage-based billing for teams that run APIs and AI products. Our mission, story and principles.', 'about'),
  press: m('/press', 'Press | Apiscope', `Announcements from Apiscope, Inc., including Apiscope joining ${PARENT_COMPANY}, with what it means for customers.`, 'press'),
  message: m('/message', 'Message | Apiscope', 'A message about your Apiscope account, such as an email verification result.', 'message'),
  signup: m('/signup', 'Sign Up Free | Apiscope', 'Create a free Apiscope account: API analytics, logs, monitoring and usage-based billing. 14-day trial of paid features, no card needed.', 'signup'),
  status: m('/public-apis/status/dash', 'Platform Status | Apiscope', 'Live status of the Apiscope platform, checked from your browser: whether the service is operational or degraded, and when it was last checked.', 'status'),
  pluginDesk: m('/plugin/desk', 'Apiscope for Support Desks', 'See a customer\'s recent API calls and errors next to their support ticket, without leaving your help desk.', 'plugin-desk'),
  pluginZendesk: m('/plugin/zendesk', 'Apiscope Support | Help Desk App', 'Get help with the Apiscope help-desk app: how it finds a customer\'s API calls, how to set it up, and how to contact support.', 'plugin-zendesk'),
  contactSales: m('/contact/sales', 'Contact Sales | Apiscope', 'Talk to the Apiscope team about annual plans, event volumes, security reviews and usage-based billing for your API.', 'contact-sales'),
  basicLanding: m('/basic-landing', 'Basic API Metrics | Apiscope', 'Basic traffic, latency and error metrics for APIs on your API-management subscription, with an upgrade path to full analytics.', 'basic-metrics'),
};

/** Metadata of a case-study detail page. */
export function caseStudyMeta(study: CaseStudy): OtherPageMeta {
  return m(`/casestudies/${study.id}`, `${study.company} (example customer story) | Apiscope`, study.summary, `casestudy-${study.id}`);
}

/** Metadata of an integration tag page. */
export function extensionTagMeta(tag: IntegrationTag): OtherPageMeta {
  const info = integrationTags[tag];
  return m(`/extensions/${tag}`, `${info.title} | Apiscope Integrations`, info.intro, `integrations-${tag}`);
}

/** Metadata of an SDK summary page (/implementation/:sdk). */
export function sdkMeta(guide: SdkGuide): OtherPageMeta {
  return m(`/implementation/${guide.id}`, `${guide.language} SDK Setup | Apiscope`, `Install ${guide.packageName} and point it at your Apiscope collector to log API calls from ${guide.language}.`, `implementation-${guide.id}`);
}

/** Metadata of a full implementation guide. */
export function guideMeta(guide: SdkGuide): OtherPageMeta {
  return m(`/implementation/log-http-calls-from-${guide.id}`, `Log HTTP Calls from ${guide.language} | Apiscope`, `Step-by-step guide to logging API calls from ${guide.language} with ${guide.packageName}: install, configure the collector address, identify customers and verify.`, `implementation-guide-${guide.id}`);
}

/** Metadata of a pricing page that highlights one plan. */
export function planMeta(id: PlanId): OtherPageMeta {
  const plan = pricingPlans.find((p) => p.id === id);
  const name = plan ? plan.name : id;
  return m(`/price/${id}`, `${name} Plan Pricing | Apiscope`, `Apiscope ${name} plan: ${plan?.events ?? ''}. ${plan?.summary ?? ''}`.trim(), 'pricing');
}

/** Metadata of a landing page; the path is the canonical one without a referring partner. */
export function landingMeta(slug: string): OtherPageMeta {
  const page = landingPages.find((p) => p.slug === slug) ?? landingPages[0];
  const path = page.slug ? `/landing/${page.slug}` : '/landing';
  return m(path, `${page.headline} | Apiscope`, page.subheadline, page.feature === 'landing' ? 'landing' : `landing-${page.feature}`);
}

export { findCaseStudy, findGuide };
