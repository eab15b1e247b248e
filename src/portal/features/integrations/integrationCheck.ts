/** Runs one round of an app's integration check through the store. */
import type { PortalOrganization } from '@/api/portal';
import type { AppDispatch } from '@/app/store/store';
import { isDemoOrganization } from '@/portal/core/organizationsRules';
import { searchCheckCompanies, searchCheckEvents, searchCheckUsers } from './integrationsActions';
import { demoChecked } from './integrationsSlice';

/**
 * Runs the five checks of an app side by side and settles when all have answered. The demo organization skips the
 * searches (SPEC section 6) and shows its fixed integration data.
 */
export async function runIntegrationCheck(dispatch: AppDispatch, org: Pick<PortalOrganization, 'id' | 'demo'>, appId: string): Promise<void> {
  if (isDemoOrganization(org)) {
    dispatch(demoChecked({ orgId: org.id, appId }));
    return;
  }
  await Promise.all([
    dispatch(searchCheckEvents(org.id, appId, 'event')),
    dispatch(searchCheckEvents(org.id, appId, 'userId')),
    dispatch(searchCheckEvents(org.id, appId, 'companyId')),
    dispatch(searchCheckUsers(org.id, appId)),
    dispatch(searchCheckCompanies(org.id, appId)),
  ]);
}
