/** Subscriptions (SPEC section 3): the user's own organizations' subscriptions with their usage. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Subscription } from '@/api/subscription';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { changePlan, setQuotaNotification } from '@/portal/core/orgSubscriptionsActions';
import { loadSubscriptions } from './subscriptionsActions';
import { ownSubscriptions } from './subscriptionRules';

/** State of the subscriptions area. */
export interface SubscriptionsState extends Loadable {
  list: Subscription[];
  /** A load has succeeded once: a reload keeps the list on screen. */
  hasData: boolean;
}

const initialState: SubscriptionsState = { ...idle(), list: [], hasData: false };

function replace(state: SubscriptionsState, updated: Subscription | undefined): void {
  if (!updated?.id) return;
  const index = state.list.findIndex((subscription) => subscription.id === updated.id);
  if (index >= 0) state.list[index] = updated;
}

const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(changePlan.succeeded, (state, action) => replace(state, action.payload))
      .addMatcher(setQuotaNotification.succeeded, (state, action) => replace(state, action.payload));
    addLoadableCases(builder, loadSubscriptions, (state) => state, (state, action) => {
      state.list = ownSubscriptions(Array.isArray(action.payload) ? action.payload : []);
      state.hasData = true;
    });
  },
});

export default subscriptionsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof subscriptionsSlice> {}
}

/** The area's state. */
export const selectSubscriptionsState = (state: Pick<RootState, 'subscriptions'>): SubscriptionsState =>
  state.subscriptions ?? initialState;
