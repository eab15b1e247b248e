/**
 * Where the app's own APIs live. Kept apart from client.ts (and its HTTP library) so that pages which only
 * show these URLs, like the home page's install snippets, do not download the client.
 */

/** Prefix of every API path the app calls on its own server. */
export const API_PREFIX = '/api';

/** Path of the search API on this app's own server. */
export const SEARCH_API_PATH = `${API_PREFIX}/search`;

function defaultSearchApiUrl(): string {
  return typeof window === 'undefined' ? SEARCH_API_PATH : `${window.location.origin}${SEARCH_API_PATH}`;
}

/**
 * Base URL of the event collector (SPEC section 7): the search API URL with /api/search replaced by /collector,
 * otherwise the configured COLLECTOR_URL plus /v1.
 */
export function collectorBaseUrl(searchApiUrl: string = defaultSearchApiUrl()): string {
  if (searchApiUrl.includes(SEARCH_API_PATH)) return searchApiUrl.replace(SEARCH_API_PATH, '/collector');
  return `${(process.env.COLLECTOR_URL ?? '').replace(/\/+$/, '')}/v1`;
}
