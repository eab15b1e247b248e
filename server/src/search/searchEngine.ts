import type { Tenant } from '../events/types';
import type { TimeRange } from './dsl/dateMath';

/** One hit of an Elasticsearch-shaped answer. */
export interface SearchHit {
  _id: string;
  _source: Record<string, unknown>;
  sort: unknown[];
}

/** The Elasticsearch-shaped answer of every search endpoint (DESIGN "search results"). */
export interface SearchResponse {
  took: number;
  timed_out: false;
  hits: { total: number; hits: SearchHit[] };
  aggregations?: Record<string, unknown>;
}

/** The entities the search API can query. */
export type SearchEntity = 'events' | 'users' | 'companies';

/** How a search is counted against the concurrency limits. */
export interface SearchOptions {
  /** Key of the per-organization limit on concurrent searches; default the tenant's organization. */
  limitKey?: string;
}

/**
 * Read side of the event store: an Elasticsearch query DSL subset in, Elasticsearch-shaped results out.
 * The DuckDB implementation compiles the DSL to parameterised SQL; another engine can implement the same contract.
 */
export interface SearchEngine {
  /** Hits (and aggregations) for a DSL body. Events are limited to the time range; profiles ignore it. */
  search(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null, options?: SearchOptions): Promise<SearchResponse>;
  /** Only the total (and aggregations, if asked). */
  count(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null, options?: SearchOptions): Promise<SearchResponse>;
  /** One event by id, or undefined. */
  getEvent(tenant: Tenant, id: string, options?: SearchOptions): Promise<SearchHit | undefined>;
}
