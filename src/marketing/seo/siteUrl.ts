/** Public base URL of the site (SITE_URL at build time), without a trailing slash. */
export const SITE_URL = (process.env.SITE_URL || 'https://www.apiscope.dev').replace(/\/+$/, '');

/** The canonical URL of a site path: SITE_URL plus the path. */
export function canonicalUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
