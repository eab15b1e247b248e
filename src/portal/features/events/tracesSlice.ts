/** The trace shown in the event detail panel: its spans, loaded by trace id. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { TraceResponse } from '@/api/traces';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { loadTrace } from './tracesActions';

/** State of the trace shown (status: its load). */
export interface TracesState extends Loadable {
  /** Key `org/app/traceId` of the trace shown; null before the first load. */
  key: string | null;
  trace: TraceResponse | null;
}

const initialState: TracesState = { ...idle(), key: null, trace: null };

/** Key of one trace of an app. */
export const traceKey = (orgId: string, appId: string, traceId: string): string => `${orgId}/${appId}/${traceId}`;

const tracesSlice = createSlice({
  name: 'traces',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(loadTrace.requested, (state, action) => {
      const key = traceKey(...action.meta.args);
      if (state.key !== key) Object.assign(state, { key, trace: null });
    });
    // An answer for a trace no longer shown updates a throwaway status.
    addLoadableCases(
      builder,
      loadTrace,
      (state, { args }) => (state.key === traceKey(...args) ? state : idle()),
      (state, action) => {
        if (state.key === traceKey(...action.meta.args)) state.trace = action.payload;
      },
    );
  },
});

export default tracesSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof tracesSlice> {}
}

/** The trace state (initial until the slice is injected). */
export const selectTraces = (state: Pick<RootState, 'traces'>): TracesState => state.traces ?? initialState;
