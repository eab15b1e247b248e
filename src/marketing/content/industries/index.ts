import type { MarketingPageContent } from '@/marketing/content/types';
import { aiApplicationsPage } from './aiApplications';
import { communicationPage } from './communication';
import { financialPage } from './financial';
import { healthcarePage } from './healthcare';
import { logisticsPage } from './logistics';

/** The /industries/{name} pages by name. */
export const industryPages = {
  'api-analytics-for-healthcare-platforms': healthcarePage,
  'api-analytics-for-financial-platforms': financialPage,
  'api-analytics-for-logistics-platforms': logisticsPage,
  'api-analytics-for-communication-platforms': communicationPage,
  'monetization-for-ai-applications': aiApplicationsPage,
} satisfies Record<string, MarketingPageContent>;
