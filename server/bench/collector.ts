/**
 * Collector ingest benchmark: the server runs as its own process (tsx server/src/index.ts, fresh database, no demo
 * data); this process sends gzip-compressed batches (as moesifapi sends them) over HTTP on loopback and counts events
 * acknowledged with 201, i.e. committed. The stored count is then checked through the search API and the server is
 * stopped with SIGTERM, which must end it with exit code 0. Bounded by BENCH_EVENTS (default 200,000).
 * BENCH_SERVER_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") is passed to the server's Node;
 * BENCH_SPAN_MS (default one hour) is the span of request times the events advance through.
 * Before the server starts, the same events go through DuckDB's Appender alone (appenderBaseline.ts); the collector's
 * rate is printed as a share of that rate. With BENCH_CLICKHOUSE_URL (a ClickHouse server) the server keeps its events
 * in a fresh database there (CLICKHOUSE_URL, dropped after the run) and the baseline is ClickHouse's own inserts of
 * the same rows (clickHouseInsertBaseline.ts).
 * Run: npm run bench:collector
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import zlib from 'node:zlib';
import { measureAppenderBaseline, type AppenderBaseline } from './appenderBaseline';
import { benchClickHouseUrl, quantile } from './benchServer';
import { measureClickHouseBaseline } from './clickHouseInsertBaseline';
import { ClickHouseClient } from '../src/storage/clickhouse/client';
import { countStoredEvents, signUpBenchTenant } from './benchTenant';
import { startServerProcess } from './serverProcess';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 200_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SERVER_NODE_OPTIONS = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
const ROUTES = ['/v1/payments', '/v1/customers/cus_{n}', '/v1/invoices/{n}', '/v1/subscriptions/sub_{n}', '/graphql'];

const SPAN_MS = Number(process.env.BENCH_SPAN_MS ?? 3600_000);
const CLICKHOUSE_SERVER = process.env.BENCH_CLICKHOUSE_URL;
const WINDOW_START = Date.now() - SPAN_MS;

/** One event shaped like moesif-nodejs output (about 0.9 KB of JSON); request times advance through the last hour. */
function event(i: number): Record<string, unknown> {
  const start = new Date(WINDOW_START + Math.floor((i / TOTAL) * SPAN_MS));
  const tx = randomUUID();
  return {
    request: {
      time: start.toISOString(), uri: `https://api.acme.io${ROUTES[i % ROUTES.length].replace('{n}', String(10_000 + (i % 977)))}?limit=20`, verb: i % 3 ? 'GET' : 'POST',
      headers: { host: 'api.acme.io', 'content-type': 'application/json', 'user-agent': 'acme-node/4.2.1', 'x-moesif-transaction-id': tx },
      ip_address: `10.0.${i % 250}.${i % 200}`, body: i % 3 ? undefined : { amount: i % 5000, currency: 'usd', description: 'Order payment' },
    },
    response: {
      time: new Date(start.getTime() + 20 + (i % 300)).toISOString(), status: i % 50 === 0 ? 500 : 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-moesif-transaction-id': tx }, body: { id: `obj_${i}`, object: 'payment', status: 'succeeded' },
    },
    user_id: `user-${i % 5000}`, company_id: `co-${i % 300}`, metadata: { plan: i % 4 ? 'growth' : 'enterprise', region: 'us-east' }, direction: 'Incoming', weight: 1,
  };
}

function precompressedBatches(events: Array<Record<string, unknown>>): Buffer[] {
  const batches: Buffer[] = [];
  for (let offset = 0; offset < events.length; offset += BATCH) batches.push(zlib.gzipSync(JSON.stringify(events.slice(offset, offset + BATCH))));
  return batches;
}

/** Sends every batch, CONCURRENCY at a time; returns the events acknowledged and each batch's latency in ms. */
async function sendAll(url: string, collectorToken: string, batches: Buffer[]): Promise<{ accepted: number; latencies: number[] }> {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'x-moesif-application-id': collectorToken };
  let next = 0;
  let accepted = 0;
  const latencies: number[] = [];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < batches.length) {
      const body = batches[next++];
      const t0 = process.hrtime.bigint();
      const response = await fetch(url, { method: 'POST', headers, body: new Uint8Array(body) });
      const summary = (await response.json()) as { accepted?: number; message?: string };
      if (response.status !== 201) throw new Error(`collector answered ${response.status}: ${summary.message}`);
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      accepted += summary.accepted ?? 0;
    }
  }));
  return { accepted, latencies };
}

async function main(): Promise<void> {
  const events = Array.from({ length: TOTAL }, (_, i) => event(i));
  const batches = precompressedBatches(events);
  // The same rows through DuckDB's Appender alone, committed in groups the size of one round of concurrent batches; or
  // through ClickHouse's inserts alone, one insert per batch as the store writes them.
  const baseline: AppenderBaseline = CLICKHOUSE_SERVER ? await measureClickHouseBaseline(CLICKHOUSE_SERVER, events, BATCH) : await measureAppenderBaseline(events, BATCH * CONCURRENCY);
  const baselineName = CLICKHOUSE_SERVER ? 'ClickHouse inserts' : 'appender';
  console.info(`${baselineName} alone: ${baseline.rows.toLocaleString('en-US')} rows in ${baseline.seconds.toFixed(1)} s, ${Math.round(baseline.rowsPerSecond).toLocaleString('en-US')} rows/s (load average ${os.loadavg()[0].toFixed(1)})`);
  const clickhouseUrl = benchClickHouseUrl();
  const server = await startServerProcess(SERVER_NODE_OPTIONS, clickhouseUrl ? { CLICKHOUSE_URL: clickhouseUrl } : {});
  let exitCode: number | null | undefined;
  try {
    const tenant = await signUpBenchTenant(server.baseUrl);
    const load = os.loadavg()[0];
    const serverCpuBefore = server.cpuSeconds();
    const clientCpuBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    const { accepted, latencies } = await sendAll(`${server.baseUrl}/collector/v1/events/batch`, tenant.collectorToken, batches);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const clientCpuSeconds = (clientCpu.user + clientCpu.system) / 1e6;
    const serverCpuSeconds = server.cpuSeconds() - serverCpuBefore;
    const stored = await countStoredEvents(server.baseUrl, tenant);
    latencies.sort((a, b) => a - b);
    const loads = `${load.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`;
    console.info(`collector: ${accepted.toLocaleString('en-US')} events in ${batches.length} gzip batches of ${BATCH} (concurrency ${CONCURRENCY}) in ${seconds.toFixed(1)} s; load average (1 min) ${loads}`);
    console.info(`collector: ${Math.round(accepted / seconds).toLocaleString('en-US')} events/s acknowledged after commit; stored events counted by search ${stored.toLocaleString('en-US')}`);
    console.info(`collector: ${((100 * accepted) / seconds / baseline.rowsPerSecond).toFixed(0)} % of the ${baselineName}-alone rate${clickhouseUrl ? ' (events in ClickHouse)' : ''}`);
    console.info(`collector: batch latency p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms`);
    console.info(`collector: server process CPU ${serverCpuSeconds.toFixed(1)} s (${Math.round(accepted / serverCpuSeconds).toLocaleString('en-US')} events per CPU-second); client process CPU ${clientCpuSeconds.toFixed(1)} s`);
    if (stored !== accepted) throw new Error(`the search API counts ${stored} stored events but ${accepted} were acknowledged`);
  } finally {
    exitCode = await server.stop();
    if (clickhouseUrl) {
      const client = new ClickHouseClient(clickhouseUrl, { timeoutMs: 300_000 });
      await client.command(`DROP DATABASE IF EXISTS ${client.database}`);
    }
  }
  console.info(`collector: server stopped by SIGTERM with exit code ${exitCode}`);
  if (exitCode !== 0) throw new Error(`the server did not exit cleanly after SIGTERM (exit code ${exitCode})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
