import { DslError } from './dsl/dslError';
import type { SourceFilter } from './dsl/searchRequest';
import type { SearchResponse } from './searchEngine';

/** Bytes a hit takes in the answer besides its variable-size columns (fixed fields, _id, sort, JSON framing). */
export const HIT_OVERHEAD_BYTES = 1024;

/** Whether `_source` can include anything at `path` (the path itself, something inside it, or a parent of it). */
export function mayInclude(source: SourceFilter, path: string): boolean {
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);
  if (!source.enabled || source.excludes.some((e) => within(path, e))) return false;
  return source.includes.length === 0 || source.includes.some((i) => within(i, path) || within(path, i));
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The 400 of an answer that would be larger than the limit. */
export function tooLarge(bytes: number, limit: number, hits?: number): DslError {
  const what = hits === undefined ? 'The answer' : `The ${hits} hits`;
  return new DslError(
    `${what} would be about ${mb(bytes)}, more than the ${mb(limit)} limit: ask for fewer hits (size, then page with search_after), leave large fields out with _source (e.g. "excludes": ["request.body", "response.body"]) or use fewer aggregation buckets`,
  );
}

/** The answer, if its JSON fits in `maxResponseBytes`; else 400 (hits and buckets were already bounded before reading). */
export function withinSizeLimit(response: SearchResponse, maxResponseBytes: number): SearchResponse {
  const bytes = Buffer.byteLength(JSON.stringify(response));
  if (bytes > maxResponseBytes) throw tooLarge(bytes, maxResponseBytes);
  return response;
}
