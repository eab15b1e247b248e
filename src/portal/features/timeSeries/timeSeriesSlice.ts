/** The time series screen: the aggregation answer of the view shown, and of its previous window when compared. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { appSelected } from '@/portal/core/organizationsSlice';
import { loadPreviousPeriod, loadTimeSeries } from './timeSeriesActions';
import { seriesKey } from './timeSeriesRules';

/** The answer of the previous window ("compare to previous period"). */
export interface PreviousPeriodState extends Loadable {
  /** Which search the answer belongs to (`seriesKey`); null before the first load. */
  key: string | null;
  /** The answer's `aggregations`, null until loaded. */
  aggregations: Record<string, unknown> | null;
}

/** State of the time series screen. */
export interface TimeSeriesState extends Loadable {
  /** Which view the answer belongs to (`seriesKey`); null before the first load. */
  key: string | null;
  /** The answer's `aggregations` (read with `buildSeries`), null until loaded. */
  aggregations: Record<string, unknown> | null;
  /** Events matching the view. */
  total: number;
  previous: PreviousPeriodState;
}

const initialPrevious: PreviousPeriodState = { ...idle(), key: null, aggregations: null };
const initialState: TimeSeriesState = { ...idle(), key: null, aggregations: null, total: 0, previous: initialPrevious };

const timeSeriesSlice = createSlice({
  name: 'timeSeries',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(appSelected, () => initialState)
      .addMatcher(loadTimeSeries.requested, (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        const key = seriesKey(orgId, appId, request);
        if (state.key !== key) Object.assign(state, { key, aggregations: null, total: 0 });
      })
      .addMatcher(loadPreviousPeriod.requested, (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        const key = seriesKey(orgId, appId, request);
        if (state.previous.key !== key) state.previous = { ...initialPrevious, key };
      });
    // An answer for a view no longer shown updates a throwaway status.
    addLoadableCases(
      builder,
      loadTimeSeries,
      (state, { args: [orgId, appId, request] }) => (state.key === seriesKey(orgId, appId, request) ? state : idle()),
      (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        if (state.key !== seriesKey(orgId, appId, request)) return;
        state.aggregations = action.payload.aggregations ?? {};
        state.total = action.payload.hits?.total ?? 0;
      },
    );
    addLoadableCases(
      builder,
      loadPreviousPeriod,
      (state, { args: [orgId, appId, request] }) => (state.previous.key === seriesKey(orgId, appId, request) ? state.previous : idle()),
      (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        if (state.previous.key === seriesKey(orgId, appId, request)) state.previous.aggregations = action.payload.aggregations ?? {};
      },
    );
  },
});

export default timeSeriesSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof timeSeriesSlice> {}
}

type WithTimeSeries = Pick<RootState, 'timeSeries'>;

/** The time series state (initial until the slice is injected). */
export const selectTimeSeriesState = (state: WithTimeSeries): TimeSeriesState => state.timeSeries ?? initialState;

/** The previous window's answer (initial until the slice is injected). */
export const selectPreviousPeriod = (state: WithTimeSeries): PreviousPeriodState => selectTimeSeriesState(state).previous;
