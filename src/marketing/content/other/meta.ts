import { findCaseStudy } from './caseStudies';
import { findGuide } from '@/marketing/content/other/guides';
import { integrationTags } from './integrations';
import { landingPages } from './landing';
import { pricingPlans } from './pricing';
import { pageMeta } from './fixedMeta';
import type { CaseStudy, IntegrationTag, OtherPageMeta, PlanId, SdkGuide } from './types';

export { otherMeta } from './fixedMeta';

/** Metadata of a case-study detail page. */
export function caseStudyMeta(study: CaseStudy): OtherPageMeta {
  return pageMeta(`/casestudies/${study.id}`, `${study.company} (example customer story) | Apiscope`, study.summary, `casestudy-${study.id}`);
}

/** Metadata of an integration tag page. */
export function extensionTagMeta(tag: IntegrationTag): OtherPageMeta {
  const info = integrationTags[tag];
  return pageMeta(`/extensions/${tag}`, `${info.title} | Apiscope Integrations`, info.intro, `integrations-${tag}`);
}

/** Metadata of an SDK summary page (/implementation/:sdk). */
export function sdkMeta(guide: SdkGuide): OtherPageMeta {
  return pageMeta(`/implementation/${guide.id}`, `${guide.language} SDK Setup | Apiscope`, `Install ${guide.packageName} and point it at your Apiscope collector to log API calls from ${guide.language}.`, `implementation-${guide.id}`);
}

/** Metadata of a full implementation guide. */
export function guideMeta(guide: SdkGuide): OtherPageMeta {
  return pageMeta(`/implementation/log-http-calls-from-${guide.id}`, `Log HTTP Calls from ${guide.language} | Apiscope`, `Step-by-step guide to logging API calls from ${guide.language} with ${guide.packageName}: install, configure the collector address, identify customers and verify.`, `implementation-guide-${guide.id}`);
}

/** Metadata of a pricing page that highlights one plan. */
export function planMeta(id: PlanId): OtherPageMeta {
  const plan = pricingPlans.find((p) => p.id === id);
  const name = plan ? plan.name : id;
  return pageMeta(`/price/${id}`, `${name} Plan Pricing | Apiscope`, `Apiscope ${name} plan: ${plan?.events ?? ''}. ${plan?.summary ?? ''}`.trim(), 'pricing');
}

/** Metadata of a landing page; the path is the canonical one without a referring partner. */
export function landingMeta(slug: string): OtherPageMeta {
  const page = landingPages.find((p) => p.slug === slug) ?? landingPages[0];
  const path = page.slug ? `/landing/${page.slug}` : '/landing';
  return pageMeta(path, `${page.headline} | Apiscope`, page.subheadline, page.feature === 'landing' ? 'landing' : `landing-${page.feature}`);
}

export { findCaseStudy, findGuide };
