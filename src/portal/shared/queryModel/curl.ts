import { compileToSearch, type CompileOptions } from './compile';
import type { QueryModel } from './types';

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
  const { params } = compileToSearch(model);
  const query = [`app_id=${encodeURIComponent(target.appId)}`, `from=${encodeURIComponent(params.from)}`, `to=${encodeURIComponent(params.to)}`].join('&');
  return `${target.origin.replace(/\/+$/, '')}/api/search/${encodeURIComponent(target.orgId)}/${target.endpoint}/events?${query}`;
}

/**
 * The curl command that runs the same search ("Access via API"). The token is read from the shell variable
 * `APISCOPE_TOKEN` (the header is in double quotes so the shell expands it); the URL and the JSON body are
 * single-quoted, so no other character is interpreted by the shell.
 */
export function curlFor(model: QueryModel, target: CurlTarget, options?: CompileOptions): string {
  const { body } = compileToSearch(model, options);
  return [
    `curl -sS -X POST ${shellQuote(searchUrl(model, target))}`,
    `  -H "Authorization: Bearer $APISCOPE_TOKEN"`,
    `  -H ${shellQuote('Content-Type: application/json')}`,
    `  --data-raw ${shellQuote(JSON.stringify(body))}`,
  ].join(' \\\n');
}
