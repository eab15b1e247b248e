import type { AggNode } from './aggTypes';
import { CompileBudget, type CompileLimits } from './budget';
import { compileOptionalQuery, type CompileContext } from './compileQuery';
import { parseSort, type SortKey } from './compileSort';
import { DslError, assertSafePath, isObject, numberOf } from './dslError';
import { searchLimits } from '../limits';
import type { Fragment } from './fragment';
import { parseAggs } from './parseAggs';

/** Largest page of hits. */
export const MAX_SIZE = 1000;
/** Deepest offset paging may reach (use search_after beyond it). */
export const MAX_FROM = 10_000;

const TOP_LEVEL = ['query', 'post_filter', 'size', 'from', 'sort', 'search_after', '_source', 'aggs', 'aggregations', 'track_total_hits', 'timeout', 'version'];

/** Which parts of `_source` to return. */
export interface SourceFilter {
  enabled: boolean;
  includes: string[];
  excludes: string[];
}

/** A validated, compiled search request. */
export interface CompiledSearch {
  /** The query: applies to hits and aggregations. */
  query: Fragment;
  /** post_filter: applies to hits only. */
  postFilter: Fragment | null;
  size: number;
  from: number;
  sort: SortKey[];
  searchAfter: unknown[] | null;
  source: SourceFilter;
  aggs: AggNode[];
}

function whole(value: unknown, what: string, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  const n = numberOf(value);
  if (!Number.isInteger(n) || n < 0) throw new DslError(`${what} must be a whole number of 0 or more`);
  return Math.min(n, max);
}

/**
 * `_source`: true, false, a path or list of paths, or {includes, excludes}. Paths are dotted field names of the
 * document; a segment `__proto__`, `prototype` or `constructor` answers 400 (filterSource walks own properties only,
 * but such a path never names stored data).
 */
function sourceFilter(value: unknown, maxPaths: number): SourceFilter {
  if (value === undefined || value === true) return { enabled: true, includes: [], excludes: [] };
  if (value === false) return { enabled: false, includes: [], excludes: [] };
  const strings = (v: unknown) => (v === undefined ? [] : typeof v === 'string' ? [v] : Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : null);
  const includes = isObject(value) ? strings(value.includes) : strings(value);
  const excludes = isObject(value) ? strings(value.excludes) : [];
  if (!includes || !excludes) throw new DslError('_source must be true, false, a field list or {includes, excludes}');
  if (includes.length + excludes.length > maxPaths) throw new DslError(`_source lists more than ${maxPaths} paths`);
  for (const path of [...includes, ...excludes]) {
    if (path.length === 0 || path.length > 300) throw new DslError('Each _source path must be 1 to 300 characters long');
    assertSafePath(path, '_source path');
  }
  return { enabled: true, includes, excludes };
}

/**
 * Validates a search body (Elasticsearch DSL subset) and compiles it. Unknown top-level keys answer 400 naming them.
 * `size` is capped at 1000 and `from` at 10,000. No body at all means an empty query; any other body that is not a
 * JSON object (null, a number, a string, an array) answers 400. Clauses, JSON paths, list values, sort keys,
 * `_source` paths and filters entries are counted against `limits` (server/src/search/limits.ts).
 */
export function compileSearch(body: unknown, ctx: CompileContext, defaultSort: Array<[string, 'asc' | 'desc']>, limits: CompileLimits = searchLimits()): CompiledSearch {
  const request = body === undefined ? {} : body;
  if (!isObject(request)) throw new DslError('The search body must be a JSON object such as {"query": {...}}');
  for (const key of Object.keys(request)) if (!TOP_LEVEL.includes(key)) throw new DslError(`Unsupported search option "${key}"`);
  if (request.aggs !== undefined && request.aggregations !== undefined) throw new DslError('Use either aggs or aggregations, not both');
  const budget = ctx.budget ?? new CompileBudget(limits);
  const counted: CompileContext = { ...ctx, budget };
  return {
    query: compileOptionalQuery(request.query, counted),
    postFilter: request.post_filter === undefined || request.post_filter === null ? null : compileOptionalQuery(request.post_filter, counted),
    size: whole(request.size, 'size', 10, MAX_SIZE),
    from: whole(request.from, 'from', 0, MAX_FROM),
    sort: parseSort(request.sort, ctx.catalog, defaultSort, budget),
    searchAfter: Array.isArray(request.search_after) ? request.search_after : request.search_after === undefined ? null : (() => { throw new DslError('search_after must be an array'); })(),
    source: sourceFilter(request._source, budget.limits.maxSourcePaths),
    aggs: parseAggs(request.aggs ?? request.aggregations, counted),
  };
}
