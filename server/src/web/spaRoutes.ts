/**
 * The allowlist of SPA paths that answer 200 with index.html (SPEC section 2 route table).
 *
 * Two sources make up the allowlist:
 *  - every concrete marketing URL of the SEO registry (src/marketing/seo/registry.ts), checked by exact match;
 *  - the route patterns below, for app routes whose paths carry ids or free-form children.
 * Any other path is unknown: the server answers 404 with the SPA's not-found page.
 *
 * Pattern syntax: `:name` matches one segment, `:name?` an optional last segment, `**` one or more segments.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/login',
  // The page that completes a single sign-on.
  '/sso/callback',
  '/signup',
  '/message',
  '/basic-landing',
  // The signed-in app and its lazily loaded children.
  '/wrap',
  '/wrap/**',
  // Shared public views: /public/:token and its child.
  '/public/**',
  // Partner flows.
  '/oauth/:partner',
  '/provision/partners/:partner',
  '/register/partners/:partner/:msg?',
  // Links sent by e-mail: an invitation, an address verification.
  '/invite/:token',
  '/verify-email/:token',
  // Public API status pages.
  '/public-apis',
  '/public-apis/**',
  // Ad landing shell: /landing, /landing/:referPartner and their children.
  '/landing',
  '/landing/**',
  // Pages embedded in other tools render bare.
  '/plugin/**',
  // Marketing families with ids the registry does not enumerate.
  '/casestudies/:id?',
  '/extensions/:tag?',
  '/implementation',
  '/implementation/**',
  '/price/:id?',
  // An unknown feature type still renders the api-analytics page.
  '/features/:type?',
];

type Matcher = (segments: string[]) => boolean;

function compile(pattern: string): Matcher {
  const parts = pattern.split('/').filter(Boolean);
  return (segments) => {
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (part === '**') return segments.length > i;
      if (part.endsWith('?')) return i === parts.length - 1 && segments.length <= i + 1;
      if (i >= segments.length) return false;
      if (!part.startsWith(':') && part !== segments[i]) return false;
    }
    return segments.length === parts.length;
  };
}

const matchers = APP_ROUTE_PATTERNS.map(compile);

/** Drops one trailing slash (except on the root), so `/features/` and `/features` are the same route. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** True when the path matches one of the app route patterns (not counting the marketing registry). */
export function isAppRoute(pathname: string): boolean {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return false;
  return matchers.some((match) => match(segments));
}

/** True when the last segment looks like a file name (`/assets/main.js`, `/favicon.ico`). */
export function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}
