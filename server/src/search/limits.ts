/**
 * Every bound on the work one search request may cause, in one place (documented in server/src/search/README.md,
 * "Limits"). A search is tenant input compiled to SQL over the shared embedded database: without these bounds one
 * request can hold the CPU, the DuckDB memory limit or the libuv thread pool for everyone.
 */

const DAY_MS = 86_400_000;

// --- time window -----------------------------------------------------------------------------------------------

/**
 * How far back an event search can reach: `from` is raised to `now - SEARCH_RETENTION_MS`. No event older than this
 * is kept for searching (the collector refuses events more than 30 days old; this leaves room for multi-year
 * retention). Keep it at least the longest retention any plan offers.
 */
export const SEARCH_RETENTION_MS = 3 * 366 * DAY_MS;

/** How far ahead of now an event search can reach: `to` is lowered to `now + SEARCH_FUTURE_MS` (clock skew). */
export const SEARCH_FUTURE_MS = DAY_MS;

// --- request shape ---------------------------------------------------------------------------------------------

/** Largest search request body in bytes (the DSL is small; 1 MB allows 1,000-value terms lists with room to spare). */
export const MAX_SEARCH_BODY_BYTES = 1024 * 1024;

/** Query clauses (every leaf and bool, in query, post_filter and filter aggregations together) per request. */
export const MAX_QUERY_CLAUSES = 512;

/**
 * Clauses on JSON paths (`metadata.*`, `request.body.*`, headers ...) per request. Each one parses every scanned JSON
 * document, and DuckDB keeps a parse buffer per clause and thread: 60 such clauses over 100k small events exhaust a
 * 512 MB memory limit.
 */
export const MAX_JSON_PATH_CLAUSES = 32;

/** Values in all `terms` and `ids` lists of one request together (each list also has its own limit of 1,000). */
export const MAX_QUERY_VALUES = 10_000;

/** Entries of one `filters` aggregation; each entry is its own SQL query per enclosing level. */
export const MAX_FILTERS_ENTRIES = 100;

/** Sort keys per request. */
export const MAX_SORT_KEYS = 16;

/** Paths in `_source` includes plus excludes. */
export const MAX_SOURCE_PATHS = 100;

// --- result size -----------------------------------------------------------------------------------------------

/** Buckets of all aggregations in one answer together (Elasticsearch's `search.max_buckets` default). */
export const MAX_RESPONSE_BUCKETS = 65_536;

/**
 * Bytes of one answer's JSON. Hits are measured from the stored documents before they are read, so a page of large
 * bodies is refused without loading it; `_source` includes/excludes and a smaller `size` bring it under the limit.
 */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** SQL statements one search may run (aggregations run one statement per bucket aggregation and filters entry). */
export const MAX_STATEMENTS_PER_SEARCH = 500;

// --- time and concurrency ----------------------------------------------------------------------------------------

/**
 * Running time of one search (all its SQL statements together). When it is up the running DuckDB statement is
 * interrupted and the request answers 400 saying how to narrow the search.
 */
export const SEARCH_TIME_LIMIT_MS = 10_000;

/**
 * DuckDB connections reserved for searches: at most this many searches run at once, server-wide. Each running
 * statement holds one libuv thread-pool thread (the server starts 8, threadPool.ts), so these and the spare below
 * stay well below the pool size to leave threads for sign-in (scrypt), ingestion (zlib, the write connection) and
 * metadata lookups, which have connections of their own.
 */
export const SEARCH_CONNECTIONS = 2;

/**
 * Search connections beyond SEARCH_CONNECTIONS, lent only to a running search for a second statement at a time
 * (searchGate.ts, statementLanes.ts): while the searches use fewer connections than the pool has, a search's
 * independent statements run two at a time. They admit no further search.
 */
export const SEARCH_SPARE_CONNECTIONS = 1;

/**
 * Searches of one organization in flight (running or waiting for a connection). One more answers 429 with
 * Retry-After. In the shared demo organization the limit applies per signed-in user. A portal screen asks several
 * questions at once (the apps page counts two windows per app, onboarding checks five kinds of data), and waiting
 * searches cost only a queue entry, so the limit leaves room for a few screens at a time.
 */
export const MAX_CONCURRENT_SEARCHES_PER_ORG = 16;

/**
 * Searches of one organization running at once; its others wait. DuckDB already spreads one statement over all its
 * threads, so a second running search of the same organization would only split the same cores, while holding the
 * connection that another organization's search could use: with 2 connections, one organization's heavy searches
 * never hold both.
 */
export const MAX_RUNNING_SEARCHES_PER_ORG = 1;

/** Searches waiting for a connection, server-wide; beyond it a search answers 503 with Retry-After. */
export const MAX_WAITING_SEARCHES = 32;

/** Longest wait for a search connection before answering 503 with Retry-After (above one search's time limit). */
export const SEARCH_QUEUE_WAIT_MS = 15_000;

/** Retry-After (seconds) of 429 and 503 answers of the search API. */
export const SEARCH_RETRY_AFTER_SECONDS = 1;

/** The limits a search area runs with: the constants above unless a test or an operator overrides some. */
export interface SearchLimits {
  retentionMs: number;
  futureMs: number;
  maxBodyBytes: number;
  maxClauses: number;
  maxJsonPathClauses: number;
  maxValues: number;
  maxFiltersEntries: number;
  maxSortKeys: number;
  maxSourcePaths: number;
  maxBuckets: number;
  maxResponseBytes: number;
  maxStatements: number;
  timeLimitMs: number;
  connections: number;
  maxConcurrentPerOrg: number;
  maxRunningPerOrg: number;
  maxWaiting: number;
  queueWaitMs: number;
  retryAfterSeconds: number;
}

/** The default limits with `overrides` applied. */
export function searchLimits(overrides: Partial<SearchLimits> = {}): SearchLimits {
  return {
    retentionMs: SEARCH_RETENTION_MS,
    futureMs: SEARCH_FUTURE_MS,
    maxBodyBytes: MAX_SEARCH_BODY_BYTES,
    maxClauses: MAX_QUERY_CLAUSES,
    maxJsonPathClauses: MAX_JSON_PATH_CLAUSES,
    maxValues: MAX_QUERY_VALUES,
    maxFiltersEntries: MAX_FILTERS_ENTRIES,
    maxSortKeys: MAX_SORT_KEYS,
    maxSourcePaths: MAX_SOURCE_PATHS,
    maxBuckets: MAX_RESPONSE_BUCKETS,
    maxResponseBytes: MAX_RESPONSE_BYTES,
    maxStatements: MAX_STATEMENTS_PER_SEARCH,
    timeLimitMs: SEARCH_TIME_LIMIT_MS,
    connections: SEARCH_CONNECTIONS,
    maxConcurrentPerOrg: MAX_CONCURRENT_SEARCHES_PER_ORG,
    maxRunningPerOrg: MAX_RUNNING_SEARCHES_PER_ORG,
    maxWaiting: MAX_WAITING_SEARCHES,
    queueWaitMs: SEARCH_QUEUE_WAIT_MS,
    retryAfterSeconds: SEARCH_RETRY_AFTER_SECONDS,
    ...overrides,
  };
}
