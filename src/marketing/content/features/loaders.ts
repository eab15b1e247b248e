import type { MarketingPageContent } from '@/marketing/content/types';
import type { FeatureType } from './index';

/**
 * Each feature page's copy on its own, fetched when its page opens: a page then loads its own copy, not all eleven
 * (index.ts keeps the synchronous table for the server's page heads, the sitemap and the tests).
 */
export const featurePageLoaders = {
  'api-monitoring': () => import('./apiMonitoring').then((m) => m.apiMonitoringPage),
  'api-logs': () => import('./apiLogs').then((m) => m.apiLogsPage),
  'api-traces': () => import('./apiTraces').then((m) => m.apiTracesPage),
  'api-analytics': () => import('./apiAnalytics').then((m) => m.apiAnalyticsPage),
  'graphql-analytics': () => import('./graphqlAnalytics').then((m) => m.graphqlAnalyticsPage),
  'api-dashboards': () => import('./apiDashboards').then((m) => m.apiDashboardsPage),
  'embedded-api-logs': () => import('./embeddedApiLogs').then((m) => m.embeddedApiLogsPage),
  'user-behavioral-emails': () => import('./userBehavioralEmails').then((m) => m.userBehavioralEmailsPage),
  'api-governance-rules': () => import('./apiGovernanceRules').then((m) => m.apiGovernanceRulesPage),
  'behavioral-cohorts': () => import('./behavioralCohorts').then((m) => m.behavioralCohortsPage),
  'product-catalog': () => import('./productCatalog').then((m) => m.productCatalogPage),
} satisfies Record<FeatureType, () => Promise<MarketingPageContent>>;

/** The copy of the feature page for a URL segment; a missing or unknown type gets the API analytics page. */
export function loadFeaturePage(type: string | undefined): Promise<MarketingPageContent> {
  const known = type !== undefined && Object.hasOwn(featurePageLoaders, type);
  return featurePageLoaders[known ? (type as FeatureType) : 'api-analytics']();
}
