import type { EnterprisePageContent } from '@/marketing/content/pageTypes';
import { apiManagementPage } from './apiManagement';
import { gdprCompliancePage } from './gdprCompliance';
import { infrastructurePage } from './infrastructure';
import { securityCompliancePage } from './securityCompliance';

/** The /enterprise/{name} pages by name. */
export const enterprisePages = {
  'api-analytics-infrastructure': infrastructurePage,
  'gdpr-compliance': gdprCompliancePage,
  'security-compliance': securityCompliancePage,
  'api-analytics-for-api-management': apiManagementPage,
} satisfies Record<string, EnterprisePageContent>;
