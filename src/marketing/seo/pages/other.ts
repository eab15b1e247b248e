import type { PageMeta } from '@/marketing/content/types';
import { caseStudies } from '@/marketing/content/other/caseStudies';
import { sdkGuides } from '@/marketing/content/other/guides';
import { integrationTagOrder } from '@/marketing/content/other/integrations';
import { dpa } from '@/marketing/content/other/legal/dpa';
import { dpfStatement } from '@/marketing/content/other/legal/dpf';
import { privacy } from '@/marketing/content/other/legal/privacy';
import { security } from '@/marketing/content/other/legal/security';
import { securityCompliance } from '@/marketing/content/other/legal/securityCompliance';
import { servicesAgreement } from '@/marketing/content/other/legal/servicesAgreement';
import { subprocessorsMeta } from '@/marketing/content/other/legal/subprocessors';
import { terms } from '@/marketing/content/other/legal/terms';
import { landingPages } from '@/marketing/content/other/landing';
import {
  caseStudyMeta, extensionTagMeta, guideMeta, landingMeta, otherMeta, planMeta, sdkMeta,
} from '@/marketing/content/other/meta';
import { pricingPlans } from '@/marketing/content/other/pricing';
import type { OtherPageMeta } from '@/marketing/content/other/types';

const toPageMeta = ({ path, title, description }: OtherPageMeta): PageMeta => ({ path, title, description });

/** Fixed pages; the monetization flow and message page share a path with another entry or carry no content. */
const fixedPages: OtherPageMeta[] = [
  otherMeta.caseStudies, otherMeta.extensions, otherMeta.apiMonetization, otherMeta.implementation,
  otherMeta.overview, otherMeta.price, otherMeta.about, otherMeta.press, otherMeta.signup, otherMeta.status,
  otherMeta.pluginDesk, otherMeta.pluginZendesk, otherMeta.contactSales, otherMeta.basicLanding,
  terms.meta, privacy.meta, security.meta, securityCompliance.meta, servicesAgreement.meta, dpa.meta,
  subprocessorsMeta, dpfStatement.meta,
];

/**
 * Every concrete URL of the "other" marketing pages with its title and description (SEO registry entries).
 * /message is left out on purpose: it only shows a transient message from its query string.
 */
export const otherPages: PageMeta[] = [
  ...fixedPages,
  ...caseStudies.map(caseStudyMeta),
  ...integrationTagOrder.map(extensionTagMeta),
  ...sdkGuides.map(sdkMeta),
  ...sdkGuides.map(guideMeta),
  ...pricingPlans.map((plan) => planMeta(plan.id)),
  ...landingPages.map((page) => landingMeta(page.slug)),
].map(toPageMeta);
