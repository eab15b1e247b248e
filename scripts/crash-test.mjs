// `npm run test:crash`: crash-safety guard (notes R1, R6). Starts the compiled server on 127.0.0.1 with a throwaway
// DATA_DIR, ingests continuously from SDK-like senders (batches of events with fixed transaction ids, un-acked
// batches retried with the identical body, Retry-After honoured), SIGKILLs the server a few times mid-stream and
// restarts it on the same data, stops it once with SIGTERM under load (which must exit 0 within 10 s), then lets
// every sender deliver what it still holds. Finally it reads the database file: every acknowledged event must be
// there, and none twice. Prints the figures; exits 1 on any loss, duplicate or slow shutdown.
// CRASH_KILLS (default 3) sets the number of kills; the run is bounded to about two minutes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { createTenant, eventBatch, sendBatch, sleep, startServer, storedTransactionIds } from './lib/guardServer.mjs';
import { freePort } from './lib/serverProcess.mjs';

const KILLS = Number(process.env.CRASH_KILLS || 3);
const SENDERS = 5;
const BATCH_SIZE = 100;
/** Each sender offers a batch every this many ms: 5 senders x 10 batches/s x 100 events = 5,000 events/s. */
const SEND_INTERVAL_MS = 100;
const SHUTDOWN_LIMIT_MS = 10_000;
const DRAIN_LIMIT_MS = 30_000;

const stats = { acked: 0, ackedEvents: 0, attempts: 0, retries: 0, networkErrors: 0, statuses: {} };
const acknowledged = new Set();
let server;
let stopSending = false;

/** One SDK-like sender: builds a batch, sends it until a 201, then the next, until told to stop. */
async function sender(tenant) {
  while (!stopSending) {
    const batch = eventBatch(BATCH_SIZE);
    let delay = 200;
    for (;;) {
      const started = Date.now();
      stats.attempts++;
      const answer = await sendBatch(server.baseUrl, tenant.collectorToken, batch.body);
      if (answer.status === 201) {
        stats.acked++;
        stats.ackedEvents += batch.ids.length;
        for (const id of batch.ids) acknowledged.add(id);
        await sleep(Math.max(0, SEND_INTERVAL_MS - (Date.now() - started)));
        break;
      }
      if (answer.error) stats.networkErrors++;
      else stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
      if (answer.status && ![429, 502, 503, 504].includes(answer.status)) throw new Error(`the collector answered ${answer.status}: an SDK would drop this batch`);
      stats.retries++;
      const retryAfter = Number(answer.retryAfter) * 1000;
      await sleep(Math.max(retryAfter || 0, delay * (0.5 + Math.random())));
      delay = Math.min(delay * 2, 2000);
    }
  }
}

async function main() {
  const bundle = await buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-crash-'));
  const port = await freePort();
  const started = Date.now();
  const figures = { kills: 0, restartsMs: [], shutdownMs: null, shutdownCode: null };
  try {
    server = await startServer(bundle, { dataDir, port });
    const tenant = await createTenant(server.baseUrl);
    let senderFailure = null;
    const senders = Array.from({ length: SENDERS }, () => sender(tenant).catch((error) => { senderFailure = error; stopSending = true; }));

    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(4000 + Math.random() * 4000);
      server.child.kill('SIGKILL');
      await server.exited;
      figures.kills++;
      const restart = Date.now();
      server = await startServer(bundle, { dataDir, port });
      figures.restartsMs.push(Date.now() - restart);
    }

    await sleep(3000);
    const term = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    figures.shutdownMs = Date.now() - term;
    figures.shutdownCode = code;
    server = await startServer(bundle, { dataDir, port });

    await sleep(2000);
    stopSending = true;
    const drained = await Promise.race([Promise.all(senders).then(() => true), sleep(DRAIN_LIMIT_MS).then(() => false)]);
    if (senderFailure) throw senderFailure;
    if (!drained) throw new Error(`senders still held un-acked batches after ${DRAIN_LIMIT_MS / 1000} s`);
    server.child.kill('SIGTERM');
    await server.exited;

    const stored = await storedTransactionIds(dataDir, tenant.orgId);
    const distinct = new Set(stored);
    const lost = [...acknowledged].filter((id) => !distinct.has(id)).length;
    const duplicates = stored.length - distinct.size;
    const seconds = (Date.now() - started) / 1000;
    console.info([
      `crash test: ${seconds.toFixed(0)} s, ${figures.kills} SIGKILLs (restarts ${figures.restartsMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}),`,
      `SIGTERM under load: exit ${figures.shutdownCode} after ${(figures.shutdownMs / 1000).toFixed(1)} s`,
      `sent: ${stats.attempts} requests, ${stats.acked} batches acknowledged (${stats.ackedEvents} events), ${stats.retries} retries`,
      `  (${stats.networkErrors} network errors, statuses ${JSON.stringify(stats.statuses)})`,
      `stored: ${stored.length} rows, ${distinct.size} distinct events; acknowledged but lost: ${lost}; duplicates: ${duplicates}`,
    ].join('\n'));
    const failures = [];
    if (lost > 0) failures.push(`${lost} acknowledged events lost`);
    if (duplicates > 0) failures.push(`${duplicates} duplicate events`);
    if (figures.shutdownCode !== 0) failures.push(`SIGTERM exit code ${figures.shutdownCode}`);
    if (figures.shutdownMs > SHUTDOWN_LIMIT_MS) failures.push(`SIGTERM took ${figures.shutdownMs} ms`);
    if (stats.acked === 0) failures.push('no batch was acknowledged');
    if (failures.length > 0) throw new Error(failures.join('; '));
    console.info('crash test passed');
  } finally {
    stopSending = true;
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`crash test FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
