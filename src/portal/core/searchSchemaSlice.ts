/**
 * The search schema (SPEC "search schema"): the fields the search API can filter on for the selected app. It belongs
 * to one org and app: choosing another app (or logging out) resets it.
 */
import { createSlice, type Draft, type WithSlice } from '@reduxjs/toolkit';
import type { SchemaField, SearchSchemaResponse } from '@/api/search';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { appSelected } from './organizationsSlice';
import { deleteApp, postApp } from './organizationsActions';
import { loadSearchSchema } from './searchSchemaActions';

/** State of the search schema. */
export interface SearchSchemaState extends Loadable {
  /** The org and app the schema describes; null before the first load. */
  orgId: string | null;
  appId: string | null;
  schema: SearchSchemaResponse | null;
}

const initialState: SearchSchemaState = { ...idle(), orgId: null, appId: null, schema: null };

const reset = (): SearchSchemaState => ({ ...initialState });

/** Keeps the state when it describes this org and app, else starts afresh for them. */
function forApp(state: Draft<SearchSchemaState>, orgId: string, appId: string): Draft<SearchSchemaState> {
  if (state.orgId !== orgId || state.appId !== appId) {
    Object.assign(state, reset(), { orgId, appId });
  }
  return state;
}

const searchSchemaSlice = createSlice({
  name: 'searchSchema',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(appSelected, (state, action) => (state.orgId === action.payload.orgId && state.appId === action.payload.appId ? state : reset()))
      .addMatcher(postApp.succeeded, reset)
      .addMatcher(deleteApp.succeeded, reset)
      .addMatcher(loadSearchSchema.requested, (state, action) => {
        const [orgId, appId] = action.meta.args;
        forApp(state, orgId, appId);
      });
    // An answer for an app no longer shown updates a throwaway status, not the state.
    addLoadableCases(
      builder,
      loadSearchSchema,
      (state, { args: [orgId, appId] }) => (state.orgId === orgId && state.appId === appId ? state : idle()),
      (state, action) => {
        const [orgId, appId] = action.meta.args;
        if (state.orgId === orgId && state.appId === appId) state.schema = action.payload;
      },
    );
  },
});

export default searchSchemaSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof searchSchemaSlice> {}
}

type WithSearchSchema = Pick<RootState, 'searchSchema'>;

/** The schema state (initial until the slice is injected). */
export const selectSearchSchemaState = (state: WithSearchSchema): SearchSchemaState => state.searchSchema ?? initialState;

const NO_FIELDS: SchemaField[] = [];

/** The searchable event fields of an app (empty until loaded, or when the state describes another app). */
export function selectEventSchemaFields(state: WithSearchSchema, orgId: string, appId: string): SchemaField[] {
  const current = selectSearchSchemaState(state);
  if (current.orgId !== orgId || current.appId !== appId) return NO_FIELDS;
  return current.schema?.events?.fields ?? NO_FIELDS;
}
