/**
 * Collector ingest benchmark: gzip-compressed batches (as moesifapi sends them) over HTTP on loopback to an
 * in-process server; counts events acknowledged with 201, i.e. committed. Bounded by BENCH_EVENTS (default 200,000).
 * Run: npm run bench:collector
 */
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { startBenchServer } from './benchServer';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 200_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUTES = ['/v1/payments', '/v1/customers/cus_{n}', '/v1/invoices/{n}', '/v1/subscriptions/sub_{n}', '/graphql'];

const WINDOW_START = Date.now() - 3600_000;

/** One event shaped like moesif-nodejs output (about 0.9 KB of JSON); request times advance through the last hour. */
function event(i: number): Record<string, unknown> {
  const start = new Date(WINDOW_START + Math.floor((i / TOTAL) * 3600_000));
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

async function main(): Promise<void> {
  const server = await startBenchServer();
  const batches: Buffer[] = [];
  for (let offset = 0; offset < TOTAL; offset += BATCH) {
    batches.push(zlib.gzipSync(JSON.stringify(Array.from({ length: Math.min(BATCH, TOTAL - offset) }, (_, j) => event(offset + j)))));
  }
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'x-moesif-application-id': server.collectorToken };
  let next = 0;
  let accepted = 0;
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < batches.length) {
      const body = batches[next++];
      const t0 = process.hrtime.bigint();
      const response = await fetch(`${server.baseUrl}/collector/v1/events/batch`, { method: 'POST', headers, body: new Uint8Array(body) });
      const summary = (await response.json()) as { accepted?: number; message?: string };
      if (response.status !== 201) throw new Error(`collector answered ${response.status}: ${summary.message}`);
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      accepted += summary.accepted ?? 0;
    }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const stored = await server.ctx.db.one<{ n: number }>('SELECT count(*) AS n FROM events');
  latencies.sort((a, b) => a - b);
  console.info(`collector: ${accepted.toLocaleString('en-US')} events in ${batches.length} gzip batches of ${BATCH} (concurrency ${CONCURRENCY}) in ${seconds.toFixed(1)} s`);
  console.info(`collector: ${Math.round(accepted / seconds).toLocaleString('en-US')} events/s acknowledged after commit; stored rows ${stored?.n}`);
  console.info(`collector: batch latency p50 ${latencies[Math.floor(latencies.length / 2)].toFixed(0)} ms, p95 ${latencies[Math.floor(latencies.length * 0.95)].toFixed(0)} ms`);
  console.info(`collector: process CPU ${cpuSeconds.toFixed(1)} s (all threads: HTTP client, server, DuckDB): ${Math.round(accepted / cpuSeconds).toLocaleString('en-US')} events per CPU-second`);
  await server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
