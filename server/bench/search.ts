/**
 * Search benchmark: loads BENCH_EVENTS (default 1,000,000) realistic events over the last 30 days into one app of an
 * in-process server, then times typical dashboard queries through the HTTP search API on loopback (2 warm-up runs,
 * then BENCH_RUNS timed runs each) and prints p50/p95. Run: npm run bench:search
 */
import { DuckDbEventStore } from '../src/events/duckdbEventStore';
import type { EventRecord } from '../src/events/types';
import { demoCompanies, demoUsers } from '../src/demo/demoProfiles';
import { demoEvent, demoIncidents, demoTimes } from '../src/demo/demoTraffic';
import { Prng } from '../src/demo/prng';
import { quantile, startBenchServer, type BenchServer } from './benchServer';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CHUNK = 20_000;

const QUERIES: Array<{ name: string; path: string; body: unknown }> = [
  { name: 'baseline: count, last 5 minutes', path: 'count/events?from=-5m&to=now', body: {} },
  {
    name: '24 h time histogram by status',
    path: 'count/events?from=-24h&to=now',
    body: { aggs: { over_time: { date_histogram: { field: 'request.time', fixed_interval: '1h', time_zone: 'America/Los_Angeles', min_doc_count: 0 }, aggs: { status: { terms: { field: 'response.status', size: 10 } } } } } },
  },
  {
    name: 'top-10 routes (30 days)',
    path: 'count/events?from=-30d&to=now',
    body: { aggs: { routes: { terms: { field: 'request.route.raw', size: 10, order: { 'weight|sum': 'desc' } }, aggs: { 'weight|sum': { sum: { field: 'weight', missing: 1 } } } } } },
  },
  {
    name: 'p95 latency by route (30 days)',
    path: 'count/events?from=-30d&to=now',
    body: { aggs: { routes: { terms: { field: 'request.route.raw', size: 10 }, aggs: { 'duration_ms|percentiles(95)': { percentiles: { field: 'duration_ms', percents: [95] } } } } } },
  },
  {
    name: 'unique users (30 days)',
    path: 'count/events?from=-30d&to=now',
    body: { aggs: { users: { cardinality: { field: 'user_id.raw' } } } },
  },
  {
    name: 'latest 50 events with 5xx (30 days)',
    path: 'search/events?from=-30d&to=now',
    body: { post_filter: { range: { 'response.status': { gte: 500 } } }, size: 50, sort: [{ 'request.time': 'desc' }] },
  },
];

async function load(server: BenchServer): Promise<number> {
  const prng = new Prng(42);
  const now = Date.now();
  const companies = demoCompanies(prng, 150, now);
  const model = { orgId: server.orgId, now, users: demoUsers(prng, 2000, companies), companies, incidents: demoIncidents(now) };
  const times = demoTimes(prng, TOTAL, now);
  const store = new DuckDbEventStore(server.ctx.db);
  const tenant = { orgId: server.orgId, appId: server.appId };
  const started = Date.now();
  for (let offset = 0; offset < TOTAL; offset += CHUNK) {
    const chunk: EventRecord[] = [];
    for (let i = offset; i < Math.min(offset + CHUNK, TOTAL); i++) {
      const event = demoEvent(prng, model, times[i], `b${i.toString(36)}${prng.token(8)}`);
      event.appId = server.appId;
      chunk.push(event);
    }
    await store.insertEvents(tenant, chunk, { touchProfiles: false });
  }
  return Date.now() - started;
}

/** Wall time of one HTTP call and the server's own `took` (compile + SQL), in ms. */
async function time(server: BenchServer, query: (typeof QUERIES)[number]): Promise<{ wall: number; took: number }> {
  const t0 = process.hrtime.bigint();
  const response = await fetch(`${server.baseUrl}/api/search/${server.orgId}/${query.path}&app_id=${server.appId}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` }, body: JSON.stringify(query.body),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`${query.name}: ${response.status} ${body}`);
  return { wall: Number(process.hrtime.bigint() - t0) / 1e6, took: (JSON.parse(body) as { took: number }).took };
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const loadMs = await load(server);
  console.info(`search: loaded ${TOTAL.toLocaleString('en-US')} events in ${(loadMs / 1000).toFixed(1)} s (${Math.round(TOTAL / (loadMs / 1000)).toLocaleString('en-US')} rows/s, generation included)`);
  for (const query of QUERIES) {
    for (let i = 0; i < 2; i++) await time(server, query);
    const walls: number[] = [];
    const tooks: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { wall, took } = await time(server, query);
      walls.push(wall);
      tooks.push(took);
    }
    walls.sort((a, b) => a - b);
    tooks.sort((a, b) => a - b);
    console.info(`search: ${query.name.padEnd(36)} p50 ${quantile(walls, 0.5).toFixed(1)} ms  p95 ${quantile(walls, 0.95).toFixed(1)} ms  (server took p50 ${quantile(tooks, 0.5)} ms)`);
  }
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
