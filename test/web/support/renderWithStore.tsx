/** Renders a component inside a fresh store (one per test), returning the store with RTL's result. */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupStore, type AppStore, type RootState } from '@/app/store/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

export function renderWithStore(ui: ReactElement, { preloadedState, store, ...options }: Options = {}) {
  const usedStore = store ?? setupStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={usedStore}>{children}</Provider>;
  return { store: usedStore, ...render(ui, { wrapper: Wrapper, ...options }) };
}
