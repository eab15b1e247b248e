import type { PageMeta } from '../../content/types';
import { caseStudies } from '../../content/other/caseStudies';
import { sdkGuides } from '../../content/other/guides';
import { integrationTagOrder } from '../../content/other/integrations';
import { dpa } from '../../content/other/legal/dpa';
import { dpfStatement } from '../../content/other/legal/dpf';
import { privacy } from '../../content/other/legal/privacy';
import { security } from '../../content/other/legal/security';
import { securityCompliance } from '../../content/other/legal/securityCompliance';
import { servicesAgreement } from '../../content/other/legal/servicesAgreement';
import { subprocessorsMeta } from '../../content/other/legal/subprocessors';
import { terms } from '../../content/other/legal/terms';
import { landingPages } from '../../content/other/landing';
import {
  caseStudyMeta, extensionTagMeta, guideMeta, landingMeta, otherMeta, planMeta, sdkMeta,
} from '../../content/other/meta';
import { pricingPlans } from '../../content/other/pricing';
import type { OtherPageMeta } from '../../content/other/types';

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
