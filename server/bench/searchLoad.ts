/**
 * Loading the search benchmark's events: demo-generator events over the last 30 days, appended through the event
 * store's Appender path in chunks, optionally kept in BENCH_DB_DIR so later runs reuse them instead of loading again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EventRecord } from '../src/events/types';
import { demoCompanies, demoUsers } from '../src/demo/demoProfiles';
import { demoEvent, demoIncidents, demoTimes } from '../src/demo/demoTraffic';
import { Prng } from '../src/demo/prng';
import { startBenchServer, newBenchAccount, type BenchAccount, type BenchServer } from './benchServer';
import { rollupRefresherFor } from '../src/search/rollups/rollupRefresher';

/** Events per store write (one Appender group commit). */
const CHUNK = 50_000;
const META_FILE = 'bench-search.json';

/** What a kept database holds: its owner, its event count and when they were loaded (times are relative to then). */
interface LoadedDatabase {
  account: BenchAccount;
  events: number;
  loadedAt: number;
}

/** A bench server with its events, and how they got there. */
export interface LoadedServer {
  server: BenchServer;
  /** Load time in ms, or null when a kept database was reused. */
  loadMs: number | null;
  /** When the events were generated (their times end there). */
  loadedAt: number;
}

async function load(server: BenchServer, total: number, now: number): Promise<number> {
  const prng = new Prng(42);
  const companies = demoCompanies(prng, 150, now);
  const model = { orgId: server.orgId, now, users: demoUsers(prng, 2000, companies), companies, incidents: demoIncidents(now) };
  const times = demoTimes(prng, total, now);
  const store = server.ctx.events.store;
  const tenant = { orgId: server.orgId, appId: server.appId };
  const started = Date.now();
  for (let offset = 0; offset < total; offset += CHUNK) {
    const chunk: EventRecord[] = [];
    for (let i = offset; i < Math.min(offset + CHUNK, total); i++) {
      const event = demoEvent(prng, model, times[i], `b${i.toString(36)}${prng.token(8)}`);
      event.appId = server.appId;
      chunk.push(event);
    }
    await store.insertEvents(tenant, chunk, { touchProfiles: false });
    if ((offset + CHUNK) % 1_000_000 === 0) console.info(`search: ${((offset + CHUNK) / 1e6).toFixed(0)}M events after ${((Date.now() - started) / 1000).toFixed(0)} s`);
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
 * A server with `total` events in one app. With `keepDir`, a database already loaded there with the same count is
 * reused (signed in as its owner); an empty or missing directory is loaded and kept.
 */
export async function loadedServer(total: number, keepDir: string | undefined): Promise<LoadedServer> {
  if (!keepDir) {
    const server = await startBenchServer();
    const now = Date.now();
    return { server, loadMs: await load(server, total, now), loadedAt: now };
  }
  if (process.env.BENCH_CLICKHOUSE_URL) throw new Error('BENCH_DB_DIR keeps an embedded database: leave it unset with BENCH_CLICKHOUSE_URL (each run loads a fresh ClickHouse database)');
  fs.mkdirSync(keepDir, { recursive: true });
  const meta = readMeta(keepDir);
  if (meta && meta.events === total) return { server: await startBenchServer({ dataDir: keepDir, account: meta.account }), loadMs: null, loadedAt: meta.loadedAt };
  if (meta || fs.readdirSync(keepDir).length > 0) throw new Error(`${keepDir} holds another database (${meta?.events ?? 'unknown'} events): empty it or choose another BENCH_DB_DIR`);
  const account = newBenchAccount();
  const server = await startBenchServer({ dataDir: keepDir }, account);
  const now = Date.now();
  const loadMs = await load(server, total, now);
  const loaded: LoadedDatabase = { account, events: total, loadedAt: now };
  fs.writeFileSync(path.join(keepDir, META_FILE), JSON.stringify(loaded));
  return { server, loadMs, loadedAt: now };
}
