/** The geo map screen: the by-country answer of the view shown. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { appSelected } from '@/portal/core/organizationsSlice';
import { loadGeoMap } from './geoMapActions';
import { geoKey } from './geoMapRules';

/** State of the geo map screen. */
export interface GeoMapState extends Loadable {
  /** Which view the answer belongs to (`geoKey`); null before the first load. */
  key: string | null;
  /** The answer's `aggregations` (read with `readGeoResult`), null until loaded. */
  aggregations: Record<string, unknown> | null;
  /** Events matching the view, located or not. */
  total: number;
}

const initialState: GeoMapState = { ...idle(), key: null, aggregations: null, total: 0 };

const geoMapSlice = createSlice({
  name: 'geoMap',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(appSelected, () => initialState)
      .addMatcher(loadGeoMap.requested, (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        const key = geoKey(orgId, appId, request);
        if (state.key !== key) Object.assign(state, { key, aggregations: null, total: 0 });
      });
    // An answer for a view no longer shown updates a throwaway status.
    addLoadableCases(
      builder,
      loadGeoMap,
      (state, { args: [orgId, appId, request] }) => (state.key === geoKey(orgId, appId, request) ? state : idle()),
      (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        if (state.key !== geoKey(orgId, appId, request)) return;
        state.aggregations = action.payload.aggregations ?? {};
        state.total = action.payload.hits?.total ?? 0;
      },
    );
  },
});

export default geoMapSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof geoMapSlice> {}
}

type WithGeoMap = Pick<RootState, 'geoMap'>;

/** The geo map state (initial until the slice is injected). */
export const selectGeoMapState = (state: WithGeoMap): GeoMapState => state.geoMap ?? initialState;
