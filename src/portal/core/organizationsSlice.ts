/**
 * Organizations and the selected app (SPEC sections 3-4): loading, loaded, selected org and app, post / update /
 * delete app. The selection follows the URL (`appSelected`) and survives reloads through `recent_app`.
 */
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PortalApp, PortalOrganization } from '@/api/portal';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { deleteApp, deleteOrganization, loadOrganizations, makeDefaultApp, postApp, updateApp, updateOrganization } from './organizationsActions';
import { selectionAfterDelete, selectionAfterLoad, selectionExists, type AppSelection } from './organizationsRules';

/** State of the organizations area. */
export interface OrganizationsState extends Loadable {
  /** The user's organizations with their apps, in the server's order. */
  list: PortalOrganization[];
  /** The org and app the portal shows; null until loaded or when the user has no app. */
  selected: AppSelection | null;
  /** The URL named an org or app the user cannot see ('App Not Found'). */
  appNotFound: boolean;
  /** The app path asked for before the organizations arrived; resolved on load. */
  requested: AppSelection | null;
}

const initialState: OrganizationsState = { ...idle(), list: [], selected: null, appNotFound: false, requested: null };

function findOrg(state: OrganizationsState, orgId: string): PortalOrganization | undefined {
  return state.list.find((org) => org.id === orgId);
}

const organizationsSlice = createSlice({
  name: 'organizations',
  initialState,
  reducers: {
    /** The URL (or the switcher) chose an org and app. Unknown ones set `appNotFound` once the list is loaded. */
    appSelected(state, action: PayloadAction<AppSelection>) {
      if (state.status !== 'loaded') {
        state.requested = action.payload;
        return;
      }
      state.appNotFound = !selectionExists(state.list, action.payload);
      if (!state.appNotFound) state.selected = action.payload;
    },
  },
  extraReducers: (builder) => {
    addLoadableCases(builder, loadOrganizations, (state) => state, (state, action) => {
      state.list = Array.isArray(action.payload) ? action.payload : [];
      const [saved] = action.meta.args;
      if (state.requested) {
        state.appNotFound = !selectionExists(state.list, state.requested);
        state.selected = state.appNotFound ? selectionAfterLoad(state.list, state.selected, saved) : state.requested;
        state.requested = null;
      } else {
        state.selected = selectionAfterLoad(state.list, state.selected, saved);
      }
    });
    builder
      .addMatcher(postApp.succeeded, (state, action) => {
        const [orgId] = action.meta.args;
        const org = findOrg(state, orgId);
        if (!org) return;
        org.apps.push(action.payload);
        state.selected = { orgId, appId: action.payload.id };
        state.appNotFound = false;
      })
      .addMatcher(updateApp.succeeded, (state, action) => {
        const [orgId, appId] = action.meta.args;
        const org = findOrg(state, orgId);
        const index = org ? org.apps.findIndex((app) => app.id === appId) : -1;
        if (org && index >= 0) org.apps[index] = { ...org.apps[index], ...action.payload };
      })
      .addMatcher(deleteApp.succeeded, (state, action) => {
        const [orgId, appId] = action.meta.args;
        const org = findOrg(state, orgId);
        if (org) org.apps = org.apps.filter((app) => app.id !== appId);
        state.selected = selectionAfterDelete(state.list, state.selected, { orgId, appId });
      })
      .addMatcher(updateOrganization.succeeded, (state, action) => {
        const index = state.list.findIndex((org) => org.id === action.meta.args[0]);
        if (index >= 0) state.list[index] = { ...state.list[index], ...action.payload, apps: state.list[index].apps };
      })
      .addMatcher(deleteOrganization.succeeded, (state, action) => {
        state.list = state.list.filter((org) => org.id !== action.meta.args[0]);
        state.selected = selectionAfterLoad(state.list, state.selected, null);
      })
      .addMatcher(makeDefaultApp.succeeded, (state, action) => {
        const org = findOrg(state, action.meta.args[0]);
        if (org) org.default_app_id = action.meta.args[1];
      });
  },
});

export const { appSelected } = organizationsSlice.actions;
export default organizationsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof organizationsSlice> {}
}
type WithOrganizations = Pick<RootState, 'organizations'>;

/** The area's state (initial until the portal chunk injected the slice). */
export const selectOrganizationsState = (state: WithOrganizations): OrganizationsState => state.organizations ?? initialState;
/** The user's organizations. */
export const selectOrganizations = (state: WithOrganizations): PortalOrganization[] => selectOrganizationsState(state).list;
/** The selected org and app ids. */
export const selectSelection = (state: WithOrganizations): AppSelection | null => selectOrganizationsState(state).selected;

/** The selected organization and app objects. */
export const selectSelectedApp = createSelector(
  [selectOrganizations, selectSelection],
  (orgs, selection): { org: PortalOrganization; app: PortalApp } | null => {
    if (!selection) return null;
    const org = orgs.find((candidate) => candidate.id === selection.orgId);
    const app = org?.apps.find((candidate) => candidate.id === selection.appId);
    return org && app ? { org, app } : null;
  },
);
