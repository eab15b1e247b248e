/**
 * The Redux store: root reducer, the default middleware (thunks) and the promise-action middleware.
 * `setupStore` builds a fresh store; the app creates one at start-up, tests one per test.
 */
import { configureStore } from '@reduxjs/toolkit';
import { promiseMiddleware } from './promiseMiddleware';
import { rootReducer, type AppState } from './rootReducer';

/** Builds a store, optionally starting from a given state. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(promiseMiddleware),
  });
}

export type RootState = AppState;
export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
