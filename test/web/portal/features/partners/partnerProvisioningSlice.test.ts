import { resetAppState } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { createOrganization, loadOwnOrganizations, provisionPartner } from '@/portal/features/partners/partnerProvisioningActions';
// The route module injects the slice, as it does when the page loads.
import '@/portal/features/partners/provisionRoute';
import { selectPartnerProvisioning } from '@/portal/features/partners/partnerProvisioningSlice';
import { ADA_ORG } from '../../../support/handlers/organizations';

const meta = <T extends readonly unknown[]>(...args: T) => ({ args });
const RESULT = { organization_id: 'o1', app_id: 'a1', partner: 'kong', display_name: 'Kong Konnect', provisioned: true as const, organization_created: false };

describe('partner provisioning slice', () => {
  it('adds a created organization to the choices and clears the previous provision failure when it starts', () => {
    const store = setupStore();
    store.dispatch({ type: loadOwnOrganizations.SUCCESS, payload: [ADA_ORG], headers: {}, meta: meta() });
    store.dispatch({ type: provisionPartner.FAILURE, error: { status: 500 }, status: 500, meta: meta('kong', {}) });
    expect(selectPartnerProvisioning(store.getState()).provision.status).toBe('failed');

    store.dispatch({ type: createOrganization.REQUEST, meta: meta('Kong Team') });
    expect(selectPartnerProvisioning(store.getState()).provision).toMatchObject({ status: 'idle', error: null });
    const created = { id: 'o9', name: 'Kong Team', role: 'Owner', apps: [] };
    store.dispatch({ type: createOrganization.SUCCESS, payload: created, headers: {}, meta: meta('Kong Team') });
    expect(selectPartnerProvisioning(store.getState()).organizations.list.map((org) => org.id)).toEqual(['o1', 'o9']);
  });

  it('keeps the provision answer, and forgets everything on logout', () => {
    const store = setupStore();
    store.dispatch({ type: provisionPartner.SUCCESS, payload: RESULT, headers: {}, meta: meta('kong', { org_id: 'o1' }) });
    expect(selectPartnerProvisioning(store.getState()).provision.result).toEqual(RESULT);
    store.dispatch(resetAppState());
    expect(selectPartnerProvisioning(store.getState()).provision).toEqual({ status: 'idle', error: null, result: null });
  });
});
