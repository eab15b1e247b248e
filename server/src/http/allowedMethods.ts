import type { RegisteredRoute } from './routeRegistry';

/** Routes that answer any path (the SPA and static files): they say nothing about which methods an API path takes. */
const CATCH_ALL = new Set(['/*', '/']);

/** CORS pre-flight routes answer OPTIONS under a whole prefix; they do not make a path exist. */
const isPreflight = (route: RegisteredRoute) => route.method === 'OPTIONS';

/** A route pattern as a regular expression: `:name` matches one path segment, a trailing `*` the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Answers which methods the registered routes accept for a concrete path, so a request with another method gets 405
 * and an `Allow` header instead of a 404 that suggests the path does not exist.
 */
export function allowedMethodsFinder(routes: readonly RegisteredRoute[]): (pathname: string) => string[] {
  let compiled: Array<{ method: string; pattern: RegExp }> | null = null;
  return (pathname) => {
    // Compiled on first use: every route is registered by the time a request arrives.
    compiled ??= routes.filter((route) => !CATCH_ALL.has(route.url) && !isPreflight(route)).map((route) => ({ method: route.method, pattern: patternOf(route.url) }));
    const methods = new Set<string>();
    for (const { method, pattern } of compiled) if (pattern.test(pathname)) methods.add(method);
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
