/**
 * Loading the search benchmark's events (benchEvents.ts), optionally kept in BENCH_DB_DIR so later runs reuse them
 * instead of loading again. Loaders (BENCH_LOADER): `store` (default) appends through the event store in chunks, as
 * ingestion writes; `bulk` (ClickHouse only) inserts the same rows straight into `events` in large batches
 * (clickHouseBulkLoad.ts); `copies` (ClickHouse only) copies the events of the kept bench database in
 * BENCH_COPY_FROM as many times as BENCH_EVENTS holds them (clickHouseCopyLoad.ts). With BENCH_CLICKHOUSE_URL and
 * BENCH_DB_DIR the ClickHouse database is kept too, named in the directory's record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ClickHouseClient } from '../src/storage/clickhouse/client';
import { startBenchServer, newBenchAccount, type BenchAccount, type BenchServer } from './benchServer';
import { benchEvents } from './benchEvents';
import { bulkLoadClickHouse } from './clickHouseBulkLoad';
import { copyLoadClickHouse } from './clickHouseCopyLoad';
import { rollupRefresherFor } from '../src/search/rollups/rollupRefresher';

/** Events per store write (one Appender group commit). */
const CHUNK = 50_000;
const META_FILE = 'bench-search.json';

/** What a kept database holds: its owner, its event count and when they were loaded (times are relative to then). */
interface LoadedDatabase {
  account: BenchAccount;
  events: number;
  loadedAt: number;
  /** The kept ClickHouse database of the events (BENCH_CLICKHOUSE_URL), if any. */
  clickhouseDatabase?: string;
  /** The loader that stored them. */
  loader?: string;
}

/** A bench server with its events, and how they got there. */
export interface LoadedServer {
  server: BenchServer;
  /** Load time in ms, or null when a kept database was reused. */
  loadMs: number | null;
  /** When the events were generated (their times end there). */
  loadedAt: number;
  /** The loader that stored them (`store` or `bulk`). */
  loader: string;
}

/** Longest wait for one statement of the ClickHouse loaders. */
const LOADER_TIMEOUT_MS = 30 * 60_000;

/** The loader BENCH_LOADER names (`store` by default); `bulk` and `copies` need BENCH_CLICKHOUSE_URL. */
function loaderName(): string {
  const loader = process.env.BENCH_LOADER ?? 'store';
  if (!['store', 'bulk', 'copies'].includes(loader)) throw new Error(`BENCH_LOADER is store, bulk or copies, not ${loader}`);
  if (loader !== 'store' && !process.env.BENCH_CLICKHOUSE_URL) throw new Error(`BENCH_LOADER=${loader} inserts into ClickHouse: set BENCH_CLICKHOUSE_URL`);
  return loader;
}

/** The kept ClickHouse bench database in BENCH_COPY_FROM, and how many copies of it make `total` events. */
function copySource(total: number): { database: string; copies: number; meta: LoadedDatabase } {
  const dir = process.env.BENCH_COPY_FROM;
  const meta = dir ? readMeta(dir) : null;
  if (!meta?.clickhouseDatabase) throw new Error('BENCH_LOADER=copies copies a kept ClickHouse bench database: set BENCH_COPY_FROM to its BENCH_DB_DIR');
  if (total % meta.events !== 0) throw new Error(`BENCH_EVENTS must be a multiple of the ${meta.events} events in ${dir}`);
  return { database: meta.clickhouseDatabase, copies: total / meta.events, meta };
}

async function storeLoad(server: BenchServer, total: number, now: number): Promise<void> {
  const store = server.ctx.events.store;
  const tenant = { orgId: server.orgId, appId: server.appId };
  const started = Date.now();
  let done = 0;
  for (const chunk of benchEvents(tenant, total, now, CHUNK)) {
    await store.insertEvents(tenant, chunk, { touchProfiles: false });
    done += chunk.length;
    if (done % 1_000_000 === 0) console.info(`search: ${(done / 1e6).toFixed(0)}M events after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function load(server: BenchServer, total: number, now: number, loader: string): Promise<number> {
  const started = Date.now();
  const tenant = { orgId: server.orgId, appId: server.appId };
  const log = (line: string) => console.info(`search: ${line}`);
  if (loader !== 'store' && server.clickhouseUrl) {
    const client = new ClickHouseClient(server.clickhouseUrl, { timeoutMs: LOADER_TIMEOUT_MS });
    if (loader === 'bulk') await bulkLoadClickHouse(client, tenant, total, now, log);
    else await copyLoadClickHouse(client, tenant, copySource(total).database, copySource(total).copies, log);
  } else {
    await storeLoad(server, total, now);
  }
  // The search rollups of the loaded hours are recomputed before any search is timed (and before the load's time ends).
  const db = server.ctx.db;
  // Only when the events are in the embedded database (with ClickHouse it may hold the metadata alone).
  if (db && server.ctx.events.sharesTransactionsWith(db)) {
    await rollupRefresherFor(db).refreshAll();
    await db.run('CHECKPOINT');
  }
  return Date.now() - started;
}

function readMeta(dir: string): LoadedDatabase | null {
  const file = path.join(dir, META_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as LoadedDatabase) : null;
}

/**
 * A server with `total` events in one app. With `keepDir`, a database already loaded there with the same count (and,
 * with BENCH_CLICKHOUSE_URL, its ClickHouse database) is reused, signed in as its owner; an empty or missing
 * directory is loaded and kept.
 */
export async function loadedServer(total: number, keepDir: string | undefined): Promise<LoadedServer> {
  const loader = loaderName();
  // Copies keep the times of their source, generated relative to its load.
  const loadStart = () => (loader === 'copies' ? copySource(total).meta.loadedAt : Date.now());
  if (!keepDir) {
    const server = await startBenchServer();
    const now = loadStart();
    return { server, loadMs: await load(server, total, now, loader), loadedAt: now, loader };
  }
  const onClickHouse = process.env.BENCH_CLICKHOUSE_URL !== undefined;
  fs.mkdirSync(keepDir, { recursive: true });
  const meta = readMeta(keepDir);
  if (meta && meta.events === total && onClickHouse === (meta.clickhouseDatabase !== undefined)) {
    const server = await startBenchServer({ dataDir: keepDir, account: meta.account, clickhouseDatabase: meta.clickhouseDatabase });
    return { server, loadMs: null, loadedAt: meta.loadedAt, loader: meta.loader ?? 'store' };
  }
  if (meta || fs.readdirSync(keepDir).length > 0) throw new Error(`${keepDir} holds another database (${meta?.events ?? 'unknown'} events${meta?.clickhouseDatabase ? ' in ClickHouse' : ''}): empty it or choose another BENCH_DB_DIR`);
  const account = newBenchAccount();
  const clickhouseDatabase = onClickHouse ? `bench_kept_${Date.now()}` : undefined;
  const server = await startBenchServer({ dataDir: keepDir, clickhouseDatabase }, account);
  const now = loadStart();
  const loadMs = await load(server, total, now, loader);
  const loaded: LoadedDatabase = { account, events: total, loadedAt: now, loader, ...(clickhouseDatabase ? { clickhouseDatabase } : {}) };
  fs.writeFileSync(path.join(keepDir, META_FILE), JSON.stringify(loaded));
  return { server, loadMs, loadedAt: now, loader };
}
