import type { MarketingPageContent } from '@/marketing/content/types';
import { apiEngineeringPage } from './apiEngineering';
import { apiProductManagementPage } from './apiProductManagement';
import { apiSecurityPage } from './apiSecurity';
import { customerSuccessPage } from './customerSuccess';
import { developerPortalPage } from './developerPortal';
import { developerRelationsPage } from './developerRelations';
import { meteredApiBillingPage } from './meteredApiBilling';
import { monitorWebApiPage } from './monitorWebApi';
import { prepaidCreditsPage } from './prepaidCreditsAndBalance';
import { trackApiProgramPage } from './trackApiProgram';
import { trackThirdPartyApiPage } from './trackThirdPartyApi';

/** The /solutions/{name} pages by name. */
export const solutionPages = {
  'track-third-party-api': trackThirdPartyApiPage,
  'track-api-program': trackApiProgramPage,
  'monitor-web-api': monitorWebApiPage,
  'api-product-management': apiProductManagementPage,
  'api-engineering': apiEngineeringPage,
  'api-security': apiSecurityPage,
  'developer-relations': developerRelationsPage,
  'customer-success': customerSuccessPage,
  'metered-api-billing': meteredApiBillingPage,
  'developer-portal': developerPortalPage,
  'prepaid-credits-and-balance': prepaidCreditsPage,
} satisfies Record<string, MarketingPageContent>;

/** A solution page name. */
export type SolutionName = keyof typeof solutionPages;

