import type { SearchBody } from '@/api/search';
import { compileToSearch, type CompileOptions } from './compile';
import type { QueryModel } from './types';

/** A search request as sent: its window (`from`/`to` query parameters) and its JSON body. */
export interface SearchRequestParts {
  params: { from: string; to: string };
  body: SearchBody;
}

/** Where the search is sent. */
export interface CurlTarget {
  /** Origin of the API, such as `https://api.apiscope.dev` (a trailing slash is ignored). */
  origin: string;
  orgId: string;
  appId: string;
  /** `search` answers hits and aggregations, `count` aggregations only. */
  endpoint: 'search' | 'count';
}

/** Quotes a word for a POSIX shell: single quotes, each `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The URL of the search: `{origin}/api/search/{org}/{endpoint}/events?app_id&from&to`. */
export function searchUrl(model: QueryModel, target: CurlTarget): string {
  return searchUrlFor(compileToSearch(model).params, target);
}

/** The URL of a search over a window (`from`/`to` as sent): `{origin}/api/search/{org}/{endpoint}/events?app_id&from&to`. */
export function searchUrlFor(params: SearchRequestParts['params'], target: CurlTarget): string {
  const query = [`app_id=${encodeURIComponent(target.appId)}`, `from=${encodeURIComponent(params.from)}`, `to=${encodeURIComponent(params.to)}`].join('&');
  return `${target.origin.replace(/\/+$/, '')}/api/search/${encodeURIComponent(target.orgId)}/${target.endpoint}/events?${query}`;
}

/**
 * The curl command that runs the same search ("Access via API"). The token is read from the shell variable
 * `APISCOPE_TOKEN` (the header is in double quotes so the shell expands it); the URL and the JSON body are
 * single-quoted, so no other character is interpreted by the shell.
 */
export function curlFor(model: QueryModel, target: CurlTarget, options?: CompileOptions): string {
  return curlForRequest(compileToSearch(model, options), target);
}

/**
 * The curl command of a search request built some other way than `compileToSearch` (its own window and body, such as
 * a dashboard tile's), quoted like `curlFor`.
 */
export function curlForRequest({ params, body }: SearchRequestParts, target: CurlTarget): string {
  return [
    `curl -sS -X POST ${shellQuote(searchUrlFor(params, target))}`,
    `  -H "Authorization: Bearer $APISCOPE_TOKEN"`,
    `  -H ${shellQuote('Content-Type: application/json')}`,
    `  --data-raw ${shellQuote(JSON.stringify(body))}`,
  ].join(' \\\n');
}
