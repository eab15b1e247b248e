/** Org event counts (SPEC section 3): each app's API calls per window, with its own load status. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { countAppEvents } from './orgEventCountsActions';
import { countKey, countOf } from './orgEventCountsRules';

/** One app's count over one window. */
export interface EventCountEntry extends Loadable {
  total: number | null;
}

/** State: counts by `org/app/window`. */
export type OrgEventCountsState = Record<string, EventCountEntry>;

const orgEventCountsSlice = createSlice({
  name: 'orgEventCounts',
  initialState: {} as OrgEventCountsState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadableCases(
      builder,
      countAppEvents,
      (state, { args: [orgId, appId, window] }) => (state[countKey(orgId, appId, window.key)] ??= { ...idle(), total: null }),
      (state, action) => {
        const [orgId, appId, window] = action.meta.args;
        state[countKey(orgId, appId, window.key)].total = countOf(action.payload);
      },
    );
  },
});

export default orgEventCountsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof orgEventCountsSlice> {}
}

/** One count (undefined before it was requested). */
export const selectEventCount = (state: Pick<RootState, 'orgEventCounts'>, key: string): EventCountEntry | undefined =>
  state.orgEventCounts?.[key];
