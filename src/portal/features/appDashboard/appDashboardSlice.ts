/** The app dashboard: each tile's answer keyed by its request, and each app's event total (the no-data check). */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { appSelected } from '@/portal/core/organizationsSlice';
import { loadAppEventTotal, loadDashboardTile } from './appDashboardActions';
import { tileKey } from './tileRules';

/** One tile's answer. */
export interface TileEntry extends Loadable {
  /** The answer's `aggregations` (read by the tile's rules); null until loaded. */
  aggregations: Record<string, unknown> | null;
}

/** One app's number of events over everything kept. */
export interface EventTotalEntry extends Loadable {
  count: number | null;
}

/** State of the dashboard. */
export interface AppDashboardState {
  /** By `tileKey` (app and request). */
  tiles: Record<string, TileEntry>;
  /** By `org/app`. */
  totals: Record<string, EventTotalEntry>;
}

const initialState: AppDashboardState = { tiles: {}, totals: {} };

/** The key of an app's event total. */
export const totalKey = (orgId: string, appId: string): string => `${orgId}/${appId}`;

const appDashboardSlice = createSlice({
  name: 'appDashboard',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Another app's answers are not shown again: drop them.
    builder.addCase(appSelected, () => initialState);
    addLoadableCases(
      builder,
      loadDashboardTile,
      (state, { args: [orgId, appId, request] }) => (state.tiles[tileKey(orgId, appId, request)] ??= { ...idle(), aggregations: null }),
      (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        state.tiles[tileKey(orgId, appId, request)].aggregations = action.payload.aggregations ?? {};
      },
    );
    addLoadableCases(
      builder,
      loadAppEventTotal,
      (state, { args: [orgId, appId] }) => (state.totals[totalKey(orgId, appId)] ??= { ...idle(), count: null }),
      (state, action) => {
        const [orgId, appId] = action.meta.args;
        state.totals[totalKey(orgId, appId)].count = action.payload.hits?.total ?? 0;
      },
    );
  },
});

export default appDashboardSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof appDashboardSlice> {}
}

type WithAppDashboard = Pick<RootState, 'appDashboard'>;

/** A tile's entry (undefined before its first load). */
export const selectTile = (state: WithAppDashboard, key: string): TileEntry | undefined => state.appDashboard?.tiles[key];

/** An app's event total (undefined before it is asked). */
export const selectEventTotal = (state: WithAppDashboard, orgId: string, appId: string): EventTotalEntry | undefined =>
  state.appDashboard?.totals[totalKey(orgId, appId)];
