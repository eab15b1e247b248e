import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@/app/lazyRoute';
import { LANDING_TOPIC_SLUGS } from '@/marketing/content/other/landingSlugs';

type Loader<M> = () => Promise<M>;

/** A lazy route whose component is picked from a chunk module that exports several pages. */
function page<M>(path: string | undefined, load: Loader<M>, pick: (module: M) => ComponentType): RouteObject {
  const lazy = lazyRoute(() => load().then((module) => ({ Component: pick(module) })));
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const customers = () => import('@/marketing/pages/other/chunks/customers');
const caseStudy = () => import('@/marketing/pages/other/chunks/caseStudy');
const docs = () => import('@/marketing/pages/other/chunks/docs');
const company = () => import('@/marketing/pages/other/chunks/company');
const legal = () => import('@/marketing/pages/other/chunks/legal');
const account = () => import('@/marketing/pages/other/chunks/account');
const support = () => import('@/marketing/pages/other/chunks/support');
const landing = () => import('@/marketing/pages/other/chunks/landing');

/** Index plus the five topic children of /landing and /landing/:referPartner. */
function landingChildren(): RouteObject[] {
  return [
    page(undefined, landing, (m) => m.landingComponents['']),
    ...LANDING_TOPIC_SLUGS.map((slug) => page(slug, landing, (m) => m.landingComponents[slug])),
  ];
}

/** Routes of the "other" marketing pages (relative paths under the marketing layout), in seven lazy chunks. */
export const otherPageRoutes: RouteObject[] = [
  page('casestudies', customers, (m) => m.CaseStudiesPage),
  page('casestudies/:id', caseStudy, (m) => m.CaseStudyPage),
  page('extensions', docs, (m) => m.ExtensionsPage),
  page('extensions/api-monetization', docs, (m) => m.ApiMonetizationPage),
  page('extensions/:tag', docs, (m) => m.ExtensionsPage),
  page('implementation', docs, (m) => m.ImplementationPage),
  page('implementation/overview', docs, (m) => m.OverviewPage),
  page('implementation/:sdk', docs, (m) => m.ImplementationSdkRoute),
  page('price', company, (m) => m.PricingPage),
  page('price/:id', company, (m) => m.PricingPage),
  page('about', company, (m) => m.AboutPage),
  page('press', company, (m) => m.PressPage),
  page('contact/sales', company, (m) => m.ContactSalesPage),
  page('terms', legal, (m) => m.TermsPage),
  page('privacy', legal, (m) => m.PrivacyPage),
  page('security', legal, (m) => m.SecurityPage),
  page('security-compliance', legal, (m) => m.SecurityCompliancePage),
  page('services-agreement', legal, (m) => m.ServicesAgreementPage),
  page('dpa', legal, (m) => m.DpaPage),
  page('subprocessors', legal, (m) => m.SubprocessorsPage),
  page('legal/data-privacy-framework-statement', legal, (m) => m.DpfStatementPage),
  page('signup', account, (m) => m.SignupPage),
  page('message', account, (m) => m.MessagePage),
  page('public-apis/status/dash', support, (m) => m.StatusPage),
  page('plugin/desk', support, (m) => m.SupportDeskPage),
  page('plugin/zendesk', support, (m) => m.ZendeskSupportPage),
  { path: 'landing', children: [...landingChildren(), { path: ':referPartner', children: landingChildren() }] },
  page('basic-landing', landing, (m) => m.BasicMetricsRoute),
];
