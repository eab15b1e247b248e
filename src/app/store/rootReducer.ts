/**
 * The root reducer: an index of the app's state slices (SPEC section 3, "combined application state slices").
 * Each data area adds its slice to `appReducer` below, or injects it lazily with `appReducer.inject(slice)` from
 * its own chunk. `resetAppState` (dispatched by logout) puts every slice back to its initial state except the
 * ones listed in PRESERVED_ON_RESET.
 */
import { combineSlices, createAction, type UnknownAction } from '@reduxjs/toolkit';
import authSlice from '@/app/session/authSlice';
import notificationsSlice from '@/app/notifications/notificationsSlice';

/**
 * Slices injected later with their chunk (the portal's, from `portal/portalSlices.ts`). Each such slice file adds
 * itself here with `declare module '@/app/store/rootReducer' { interface LazyLoadedSlices extends WithSlice<...> {} }`,
 * so the state type knows it as an optional key without the marketing chunks importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface LazyLoadedSlices {}

/** Every slice, by state key. */
export const appReducer = combineSlices(authSlice, notificationsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** State of the combined slices. */
export type AppState = ReturnType<typeof appReducer>;

/** Resets every slice except routing and notifications. */
export const resetAppState = createAction('app/reset');

/** Slices that survive a reset: the route and the notices explaining why the user was signed out. */
export const PRESERVED_ON_RESET = ['routing', 'notifications'] as const;

function preserved(state: AppState | undefined): Partial<AppState> | undefined {
  if (!state) return undefined;
  const kept: Record<string, unknown> = {};
  PRESERVED_ON_RESET.forEach((key) => {
    if (key in state) kept[key] = (state as Record<string, unknown>)[key];
  });
  return kept as Partial<AppState>;
}

/** The reducer the store runs. */
export function rootReducer(state: AppState | undefined, action: UnknownAction): AppState {
  if (resetAppState.match(action)) return appReducer(preserved(state) as AppState | undefined, action);
  return appReducer(state, action);
}
