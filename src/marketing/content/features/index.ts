import type { MarketingPageContent } from '@/marketing/content/types';
import { apiAnalyticsPage } from './apiAnalytics';
import { apiDashboardsPage } from './apiDashboards';
import { apiGovernanceRulesPage } from './apiGovernanceRules';
import { apiLogsPage } from './apiLogs';
import { apiMonitoringPage } from './apiMonitoring';
import { apiTracesPage } from './apiTraces';
import { behavioralCohortsPage } from './behavioralCohorts';
import { embeddedApiLogsPage } from './embeddedApiLogs';
import { graphqlAnalyticsPage } from './graphqlAnalytics';
import { productCatalogPage } from './productCatalog';
import { userBehavioralEmailsPage } from './userBehavioralEmails';

/** The /features/{type} pages by type, in menu order. */
export const featurePages = {
  'api-monitoring': apiMonitoringPage,
  'api-logs': apiLogsPage,
  'api-traces': apiTracesPage,
  'api-analytics': apiAnalyticsPage,
  'graphql-analytics': graphqlAnalyticsPage,
  'api-dashboards': apiDashboardsPage,
  'embedded-api-logs': embeddedApiLogsPage,
  'user-behavioral-emails': userBehavioralEmailsPage,
  'api-governance-rules': apiGovernanceRulesPage,
  'behavioral-cohorts': behavioralCohortsPage,
  'product-catalog': productCatalogPage,
} satisfies Record<string, MarketingPageContent>;

/** A feature page type (the {type} of /features/{type}). */
export type FeatureType = keyof typeof featurePages;

/** The page shown for /features, a missing type or an unknown type. */
export const defaultFeaturePage: MarketingPageContent = apiAnalyticsPage;
