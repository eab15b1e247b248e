import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { retryImport } from '@/lib/chunkLoad/retryImport';

/**
 * What a lazily loaded route module exports: the page component under the name `Component`
 * (react-router's lazy-route convention), optionally its own `ErrorBoundary`.
 */
export interface LazyRouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/**
 * Turns a dynamic import of a route module into a react-router `lazy` function.
 * Each `import()` passed here becomes its own webpack chunk, so one page family = one chunk. A chunk that fails
 * to load is requested again (retryImport: 5 retries, 30 s apart) before the route's error element shows.
 */
export function lazyRoute(load: () => Promise<LazyRouteModule>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const module = await retryImport(load);
    return module.ErrorBoundary
      ? { Component: module.Component, ErrorBoundary: module.ErrorBoundary }
      : { Component: module.Component };
  };
}
