/**
 * App tokens (SPEC section 3, "tokens per org-app"): each app's tokens as the server minted them, keyed by org, app
 * and kind, with the load status of each. Shared by every screen that shows install or API instructions.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { loadCollectorToken } from './appTokensActions';
import { appTokenKey } from './appTokensRules';

/** One token of one app. */
export interface AppTokenEntry extends Loadable {
  /** The token (`app_token` of the answer); null until loaded. */
  token: string | null;
}

/** State: entries by `appTokenKey(orgId, appId, kind)`. */
export type AppTokensState = Record<string, AppTokenEntry>;

const initialState: AppTokensState = {};

const appTokensSlice = createSlice({
  name: 'appTokens',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadableCases(
      builder,
      loadCollectorToken,
      (state, { args: [orgId, appId] }) => (state[appTokenKey(orgId, appId, 'collector')] ??= { ...idle(), token: null }),
      (state, action) => {
        const [orgId, appId] = action.meta.args;
        state[appTokenKey(orgId, appId, 'collector')].token = action.payload?.app_token || null;
      },
    );
  },
});

export default appTokensSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof appTokensSlice> {}
}

const NOT_REQUESTED: AppTokenEntry = { ...idle(), token: null };

/** The collector token entry of an app (idle until requested). */
export const selectCollectorToken = (state: Pick<RootState, 'appTokens'>, orgId: string, appId: string): AppTokenEntry =>
  state.appTokens?.[appTokenKey(orgId, appId, 'collector')] ?? NOT_REQUESTED;
