/** Plans (SPEC section 3): the catalogue's plans that can be chosen. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Plan } from '@/api/subscription';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { loadPlans } from './subscriptionsActions';
import { choosablePlans } from './subscriptionRules';

/** State of the plans. */
export interface PlansState extends Loadable {
  list: Plan[];
  /** A load has succeeded once: a reload keeps the list on screen. */
  hasData: boolean;
}

const initialState: PlansState = { ...idle(), list: [], hasData: false };

const plansSlice = createSlice({
  name: 'plans',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadableCases(builder, loadPlans, (state) => state, (state, action) => {
      state.list = choosablePlans(Array.isArray(action.payload) ? action.payload : []);
      state.hasData = true;
    });
  },
});

export default plansSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof plansSlice> {}
}

/** The plans' state. */
export const selectPlansState = (state: Pick<RootState, 'plans'>): PlansState => state.plans ?? initialState;
