/** The selected organization's data retention: the period kept, its choice and its plan's limit. Keyed by organization. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { RetentionSettings } from '@/api/retention';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { loadDataRetention, updateDataRetention } from './dataRetentionActions';

/** State of the data retention card. */
export interface DataRetentionState extends Loadable {
  orgId: string | null;
  settings: RetentionSettings | null;
}

const initialState: DataRetentionState = { ...idle(), orgId: null, settings: null };

const dataRetentionSlice = createSlice({
  name: 'dataRetention',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(updateDataRetention.succeeded, (state, action) => {
      if (state.orgId === action.meta.args[0]) state.settings = action.payload;
    });
    addLoadableCases(builder, loadDataRetention, (state, meta) => {
      if (state.orgId !== meta.args[0]) Object.assign(state, { ...initialState, orgId: meta.args[0] });
      return state;
    }, (state, action) => {
      state.settings = action.payload;
    });
  },
});

export default dataRetentionSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof dataRetentionSlice> {}
}

/** The card's state (initial until the slice is injected). */
export const selectDataRetentionState = (state: Pick<RootState, 'dataRetention'>): DataRetentionState => state.dataRetention ?? initialState;

/** The message for a typed period, or null when it is a whole number of days within the plan's limits. */
export function retentionDaysError(text: string, settings: RetentionSettings): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Enter a whole number of days';
  const days = Number(text.trim());
  if (days < settings.min_days || days > settings.max_days) {
    return `Choose between ${settings.min_days} and ${settings.max_days} days: the ${settings.plan_name} plan keeps events for at most ${settings.max_days} days`;
  }
  return null;
}
