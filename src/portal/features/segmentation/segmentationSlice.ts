/** The segmentation screen: the aggregation answer of the view shown. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { appSelected } from '@/portal/core/organizationsSlice';
import { loadSegmentation } from './segmentationActions';
import { segmentKey } from './segmentationRules';

/** State of the segmentation screen. */
export interface SegmentationState extends Loadable {
  /** Which view the answer belongs to (`segmentKey`); null before the first load. */
  key: string | null;
  /** The answer's `aggregations` (read with `buildSegments`), null until loaded. */
  aggregations: Record<string, unknown> | null;
  /** Events matching the view (stored events, unweighted). */
  total: number;
}

const initialState: SegmentationState = { ...idle(), key: null, aggregations: null, total: 0 };

const segmentationSlice = createSlice({
  name: 'segmentation',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(appSelected, () => initialState)
      .addMatcher(loadSegmentation.requested, (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        const key = segmentKey(orgId, appId, request);
        if (state.key !== key) Object.assign(state, { key, aggregations: null, total: 0 });
      });
    // An answer for a view no longer shown updates a throwaway status.
    addLoadableCases(
      builder,
      loadSegmentation,
      (state, { args: [orgId, appId, request] }) => (state.key === segmentKey(orgId, appId, request) ? state : idle()),
      (state, action) => {
        const [orgId, appId, request] = action.meta.args;
        if (state.key !== segmentKey(orgId, appId, request)) return;
        state.aggregations = action.payload.aggregations ?? {};
        state.total = action.payload.hits?.total ?? 0;
      },
    );
  },
});

export default segmentationSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof segmentationSlice> {}
}

type WithSegmentation = Pick<RootState, 'segmentation'>;

/** The segmentation state (initial until the slice is injected). */
export const selectSegmentationState = (state: WithSegmentation): SegmentationState => state.segmentation ?? initialState;
