/** Renders the real route table at a path, in a memory router and a fresh store (one per test). */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { appRoutes } from '@/app/router';
import { setupStore, type AppStore, type RootState } from '@/app/store/store';

// jsdom has no layout: Radix's navigation menu measures its viewport with ResizeObserver.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = NoopResizeObserver as unknown as typeof ResizeObserver;
}

// jsdom has no scrolling; the router's scroll restoration and the pages' smooth scrolling call these.
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});

interface RenderRouteOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

export function renderRoute(path: string, { preloadedState, store }: RenderRouteOptions = {}) {
  const usedStore = store ?? setupStore(preloadedState);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const result = render(<App store={usedStore} router={router} />);
  return { store: usedStore, router, ...result };
}
