/**
 * Node's libuv thread pool runs every DuckDB statement (one thread each while it runs), zlib inflation of collector
 * bodies and password hashing. Node reads UV_THREADPOOL_SIZE when the pool is first used, so the entry imports this
 * module before anything else: 8 threads leave room for sign-in and ingestion while searches hold up to three
 * (SEARCH_CONNECTIONS plus SEARCH_SPARE_CONNECTIONS) and the metadata readers and the write connection their own.
 * A value set in the environment wins. package.json lists this file under `sideEffects`: the bundler of the compiled
 * server (scripts/build-server.mjs) drops bare imports of any other file (test/server/serverBuild.test.ts).
 */
export const THREAD_POOL_SIZE = 8;

process.env.UV_THREADPOOL_SIZE ??= String(THREAD_POOL_SIZE);
