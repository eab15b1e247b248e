/** The app summaries: key numbers per app and window, each with its own load status. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { loadAppSummary } from './appSummariesActions';
import { readSummary, summaryKey, type AppSummary } from './appSummariesRules';

/** One app's numbers over one window. */
export interface AppSummaryEntry extends Loadable {
  summary: AppSummary | null;
}

/** State: entries by `org/app/window`. */
export type AppSummariesState = Record<string, AppSummaryEntry>;

const appSummariesSlice = createSlice({
  name: 'appSummaries',
  initialState: {} as AppSummariesState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadableCases(
      builder,
      loadAppSummary,
      (state, { args: [orgId, appId, window] }) => (state[summaryKey(orgId, appId, window.key)] ??= { ...idle(), summary: null }),
      (state, action) => {
        const [orgId, appId, window] = action.meta.args;
        state[summaryKey(orgId, appId, window.key)].summary = readSummary(action.payload);
      },
    );
  },
});

export default appSummariesSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof appSummariesSlice> {}
}

/** One app's entry for a window (undefined before its first load). */
export const selectAppSummary = (state: Pick<RootState, 'appSummaries'>, key: string): AppSummaryEntry | undefined =>
  state.appSummaries?.[key];
