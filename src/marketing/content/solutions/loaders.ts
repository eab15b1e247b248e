import { loadPageByName } from '@/marketing/content/lookup';
import type { MarketingPageContent } from '@/marketing/content/types';
import type { SolutionName } from './index';

/**
 * Each solution page's copy on its own, fetched when its page opens, so a page loads its own copy and not all
 * eleven (index.ts keeps the synchronous table for the server's page heads, the sitemap and the tests).
 */
export const solutionPageLoaders = {
  'track-third-party-api': () => import('./trackThirdPartyApi').then((m) => m.trackThirdPartyApiPage),
  'track-api-program': () => import('./trackApiProgram').then((m) => m.trackApiProgramPage),
  'monitor-web-api': () => import('./monitorWebApi').then((m) => m.monitorWebApiPage),
  'api-product-management': () => import('./apiProductManagement').then((m) => m.apiProductManagementPage),
  'api-engineering': () => import('./apiEngineering').then((m) => m.apiEngineeringPage),
  'api-security': () => import('./apiSecurity').then((m) => m.apiSecurityPage),
  'developer-relations': () => import('./developerRelations').then((m) => m.developerRelationsPage),
  'customer-success': () => import('./customerSuccess').then((m) => m.customerSuccessPage),
  'metered-api-billing': () => import('./meteredApiBilling').then((m) => m.meteredApiBillingPage),
  'developer-portal': () => import('./developerPortal').then((m) => m.developerPortalPage),
  'prepaid-credits-and-balance': () => import('./prepaidCreditsAndBalance').then((m) => m.prepaidCreditsPage),
} satisfies Record<SolutionName, () => Promise<MarketingPageContent>>;

/** The copy of the page named in the URL, or null for an unknown name (never an inherited property). */
export const loadSolutionPage = (name: string | undefined): Promise<MarketingPageContent | null> => loadPageByName(solutionPageLoaders, name);
