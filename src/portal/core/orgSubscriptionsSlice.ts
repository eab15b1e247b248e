/** Org subscriptions (SPEC section 3): each organization's subscription and usage, keyed by org id. */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { Subscription } from '@/api/subscription';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { changePlan, loadOrgSubscription, setQuotaNotification } from './orgSubscriptionsActions';

/** One organization's entry. */
export interface OrgSubscriptionEntry extends Loadable {
  subscription: Subscription | null;
}

/** State: entries by organization id. */
export type OrgSubscriptionsState = Record<string, OrgSubscriptionEntry>;

const initialState: OrgSubscriptionsState = {};

const orgSubscriptionsSlice = createSlice({
  name: 'orgSubscriptions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const replace = (state: OrgSubscriptionsState, updated: Subscription | undefined) => {
      if (updated?.org_id && state[updated.org_id]) state[updated.org_id].subscription = updated;
    };
    builder
      .addMatcher(changePlan.succeeded, (state, action) => replace(state, action.payload))
      .addMatcher(setQuotaNotification.succeeded, (state, action) => replace(state, action.payload));
    addLoadableCases(
      builder,
      loadOrgSubscription,
      (state, meta) => (state[meta.args[0]] ??= { ...idle(), subscription: null }),
      (state, action) => {
        state[action.meta.args[0]].subscription = action.payload;
      },
    );
  },
});

export default orgSubscriptionsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof orgSubscriptionsSlice> {}
}

/** The entry of one organization (undefined until requested). */
export const selectOrgSubscription = (state: Pick<RootState, 'orgSubscriptions'>, orgId: string | undefined): OrgSubscriptionEntry | undefined =>
  orgId ? state.orgSubscriptions?.[orgId] : undefined;
