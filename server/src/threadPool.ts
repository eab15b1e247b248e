/**
 * Node's libuv thread pool runs every DuckDB statement (one thread each while it runs), zlib inflation of collector
 * bodies and password hashing. Node reads UV_THREADPOOL_SIZE when the pool is first used, so the entry imports this
 * module before anything else: 8 threads leave room for sign-in and ingestion while searches hold up to three
 * (SEARCH_CONNECTIONS plus SEARCH_SPARE_CONNECTIONS) and the metadata readers and the write connection their own.
 * A value set in the environment wins. The compiled server (scripts/build-server.mjs) drops this import today, as
 * package.json marks only stylesheets as having side effects: it runs Node's default 4 (README, known limits).
 */
export const THREAD_POOL_SIZE = 8;

process.env.UV_THREADPOOL_SIZE ??= String(THREAD_POOL_SIZE);
