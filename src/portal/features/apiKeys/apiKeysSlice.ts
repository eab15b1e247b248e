/**
 * The selected organization's API keys: the list the caller may see (every key for Owners and Admins, their own
 * otherwise), the scopes they may grant, and the keys being revoked. A created key is added to the list; its secret
 * is never kept in the store (the create dialog shows it once). Keyed by organization: switching starts from empty.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiKey } from '@/api/apiKeys';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { createApiKey, loadApiKeys, revokeApiKey } from './apiKeysActions';

/** State of the API keys area. */
export interface ApiKeysState extends Loadable {
  /** Organization the list belongs to. */
  orgId: string | null;
  /** Keys, newest first. */
  keys: ApiKey[];
  /** Scopes the caller may put on a new key. */
  grantableScopes: string[];
  /** Resources scopes are made of. */
  resources: string[];
  /** The caller sees every key of the organization. */
  allKeys: boolean;
  /** Keys whose revocation is under way. */
  revoking: string[];
}

const initialState: ApiKeysState = { ...idle(), orgId: null, keys: [], grantableScopes: [], resources: [], allKeys: false, revoking: [] };

function forOrg(state: ApiKeysState, orgId: string): ApiKeysState {
  if (state.orgId !== orgId) Object.assign(state, { ...initialState, orgId });
  return state;
}

function replaceKey(state: ApiKeysState, key: ApiKey): void {
  const index = state.keys.findIndex((entry) => entry.id === key.id);
  if (index >= 0) state.keys[index] = key;
  else state.keys.unshift(key);
}

const apiKeysSlice = createSlice({
  name: 'apiKeys',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(createApiKey.succeeded, (state, action) => {
        if (state.orgId === action.meta.args[0]) replaceKey(state, action.payload.key);
      })
      .addMatcher(revokeApiKey.requested, (state, action) => {
        state.revoking.push(action.meta.args[1]);
      })
      .addMatcher(revokeApiKey.succeeded, (state, action) => {
        state.revoking = state.revoking.filter((id) => id !== action.meta.args[1]);
        if (state.orgId === action.meta.args[0]) replaceKey(state, action.payload.key);
      })
      .addMatcher(revokeApiKey.failed, (state, action) => {
        state.revoking = state.revoking.filter((id) => id !== action.meta.args[1]);
      });
    addLoadableCases(builder, loadApiKeys, (state, meta) => forOrg(state as ApiKeysState, meta.args[0]), (state, action) => {
      state.keys = action.payload.keys;
      state.grantableScopes = action.payload.grantable_scopes;
      state.resources = action.payload.resources;
      state.allKeys = action.payload.all_keys;
    });
  },
});

export default apiKeysSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof apiKeysSlice> {}
}

/** The area's state (initial until the slice is injected). */
export const selectApiKeysState = (state: Pick<RootState, 'apiKeys'>): ApiKeysState => state.apiKeys ?? initialState;
