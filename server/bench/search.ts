/**
 * Search benchmark: BENCH_EVENTS (default 1,000,000) demo events over the last 30 days in one app of an in-process
 * server, then the searches the portal screens send (searchQueries.ts) timed through the HTTP search API on loopback
 * (2 warm-up runs, then BENCH_RUNS timed runs each): p50/p95 per query and PASS/MISS against its target, after the
 * fixed cost every search request pays (a count of the last 5 minutes).
 * BENCH_DB_DIR keeps the loaded database in that directory and reuses it on later runs with the same BENCH_EVENTS.
 * BENCH_ONLY runs only the queries whose name contains that text (several texts: separated by `|`). SEARCH_ROLLUPS=off times the scans without the
 * exact hourly rollups (server/src/search/README.md, Rollups). BENCH_CLICKHOUSE_URL (a ClickHouse server) runs the same
 * benchmark with the events in ClickHouse, in a database of the run's own (kept with BENCH_DB_DIR); BENCH_LOADER=bulk
 * loads them with large inserts instead of through the event store (searchLoad.ts). BENCH_LOAD_ONLY=1 stops after
 * loading (to keep a database in BENCH_DB_DIR for later runs). Run: npm run bench:search
 */
import os from 'node:os';
import { quantile, type BenchServer } from './benchServer';
import { rollupsEnabled } from '../src/search/rollups/rolledUpSearch';
import { loadedServer } from './searchLoad';
import { QUERIES, TARGET_100M, TARGET_1M, TARGETS_10M, type BenchQuery, type SearchCall } from './searchQueries';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ONLY = process.env.BENCH_ONLY?.split('|').filter((text) => text.length > 0);

/**
 * Not one of the portal's queries: a count over the last 5 minutes (a few rows), so that its wall time is what every
 * search pays besides the engine (HTTP, session and access checks, admission, the JSON answer).
 */
const FIXED_COST_QUERY: BenchQuery = {
  name: 'count, last 5 minutes', group: 'other', path: 'count/events?from=-5m&to=now',
  body: { query: { bool: { filter: [{ range: { 'request.time': { gte: 'now-5m', lte: 'now' } } }] } } },
};

/** The query's p95 target at this event count: 1.5 s at 100M and above, the group's at 10M and above, else 50 ms. */
const targetOf = (query: BenchQuery): number => (TOTAL >= 100_000_000 ? TARGET_100M : TOTAL >= 10_000_000 ? TARGETS_10M[query.group] : TARGET_1M);

function searchCall(server: BenchServer): SearchCall {
  return async (path, body) => {
    const response = await fetch(`${server.baseUrl}/api/search/${server.orgId}/${path}&app_id=${server.appId}`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` }, body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
}

/** Wall time of one HTTP call and the server's own `took` (compile + SQL), in ms. */
async function time(search: SearchCall, path: string, body: unknown): Promise<{ wall: number; took: number }> {
  const t0 = process.hrtime.bigint();
  const answer = await search(path, body);
  return { wall: Number(process.hrtime.bigint() - t0) / 1e6, took: Number(answer.took) };
}

async function measure(search: SearchCall, query: BenchQuery): Promise<{ p50: number; p95: number; took: number }> {
  const body = typeof query.body === 'function' ? await query.body(search) : query.body;
  for (let i = 0; i < 2; i++) await time(search, query.path, body);
  const walls: number[] = [];
  const tooks: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { wall, took } = await time(search, query.path, body);
    walls.push(wall);
    tooks.push(took);
  }
  walls.sort((a, b) => a - b);
  tooks.sort((a, b) => a - b);
  return { p50: quantile(walls, 0.5), p95: quantile(walls, 0.95), took: quantile(tooks, 0.5) };
}

async function main(): Promise<void> {
  const { server, loadMs, loadedAt, loader } = await loadedServer(TOTAL, process.env.BENCH_DB_DIR);
  const events = TOTAL.toLocaleString('en-US');
  if (loadMs === null) console.info(`search: reused ${events} events loaded ${((Date.now() - loadedAt) / 3_600_000).toFixed(1)} h ago by the ${loader} loader (windows ending now see the newest data shifted by that much)`);
  else console.info(`search: loaded ${events} events with the ${loader} loader in ${(loadMs / 1000).toFixed(1)} s (${Math.round(TOTAL / (loadMs / 1000)).toLocaleString('en-US')} rows/s, generation included)`);
  if (process.env.BENCH_LOAD_ONLY === '1') {
    await server.close();
    return;
  }
  console.info(`search: load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${process.env.BENCH_CLICKHOUSE_URL ? 'events in ClickHouse' : `rollups ${rollupsEnabled() ? 'on' : 'off (SEARCH_ROLLUPS=off)'}`}`);
  const search = searchCall(server);
  const fixed = await measure(search, FIXED_COST_QUERY);
  console.info(`search: fixed cost of a search request (${FIXED_COST_QUERY.name}): p50 ${fixed.p50.toFixed(1)} ms, p95 ${fixed.p95.toFixed(1)} ms, server took p50 ${fixed.took} ms`);
  const lines: string[] = [];
  let missed = 0;
  for (const query of QUERIES.filter((q) => !ONLY?.length || ONLY.some((text) => q.name.includes(text)))) {
    const { p50, p95, took } = await measure(search, query);
    const target = targetOf(query);
    const verdict = p95 <= target ? 'PASS' : 'MISS';
    if (verdict === 'MISS') missed += 1;
    const line = `| ${query.group} | ${query.name} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${took} ms | ≤ ${target} ms | ${verdict} |`;
    lines.push(line);
    console.info(`search: ${line}`);
  }
  console.info(`search: load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${missed} of ${lines.length} queries missed their target`);
  console.info(['| group | query | p50 | p95 | server took p50 | target p95 | |', '|---|---|---:|---:|---:|---:|---|', ...lines].join('\n'));
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
