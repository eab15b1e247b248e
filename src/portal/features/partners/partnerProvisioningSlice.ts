/**
 * Partner provisioning (SPEC section 3, "partner accounts" and "cloud-marketplace provisioning"): the supported
 * partners, the user's organizations to link one to, an organization created for it, and the provision result.
 * Lives outside /wrap, so the partner route modules inject it themselves.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { PartnerSummary, ProvisionResult } from '@/api/partners';
import type { PortalOrganization } from '@/api/portal';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { createOrganization, loadOwnOrganizations, loadPartners, provisionPartner } from './partnerProvisioningActions';

/** State of the partner pages. */
export interface PartnerProvisioningState {
  /** The supported partners (public list). */
  partners: Loadable & { list: PartnerSummary[] };
  /** Every organization the user sees (the screen picks the ones a partner may be linked to). */
  organizations: Loadable & { list: PortalOrganization[] };
  /** Creating an organization to link. */
  creation: Loadable;
  /** The last provision call and its answer. */
  provision: Loadable & { result: ProvisionResult | null };
}

const initialState: PartnerProvisioningState = {
  partners: { ...idle(), list: [] },
  organizations: { ...idle(), list: [] },
  creation: idle(),
  provision: { ...idle(), result: null },
};

const partnerProvisioningSlice = createSlice({
  name: 'partnerProvisioning',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // A new attempt starts clean: the failure of the previous provision is no longer what the user sees.
    builder.addMatcher(createOrganization.requested, (state) => {
      state.provision.status = 'idle';
      state.provision.error = null;
    });
    addLoadableCases(builder, loadPartners, (state) => state.partners, (state, action) => {
      state.partners.list = Array.isArray(action.payload) ? action.payload : [];
    });
    addLoadableCases(builder, loadOwnOrganizations, (state) => state.organizations, (state, action) => {
      state.organizations.list = Array.isArray(action.payload) ? action.payload : [];
    });
    addLoadableCases(builder, createOrganization, (state) => state.creation, (state, action) => {
      if (action.payload?.id) state.organizations.list.push({ ...action.payload, apps: action.payload.apps ?? [] });
    });
    addLoadableCases(builder, provisionPartner, (state) => state.provision, (state, action) => {
      state.provision.result = action.payload;
    });
  },
});

export default partnerProvisioningSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof partnerProvisioningSlice> {}
}

/** The area's state (initial until a partner route injected the slice). */
export const selectPartnerProvisioning = (state: Pick<RootState, 'partnerProvisioning'>): PartnerProvisioningState =>
  state.partnerProvisioning ?? initialState;
