/**
 * What the collector's transaction id index costs for one busy app: BENCH_IDS (default 1,000,000) events with
 * distinct transaction ids in one UTC day are stored on a fresh database (server settings), then a new index answers
 * deduplication lookups of groups of 3,000 ids spanning that day and the next (as a group of the day's last hour asks:
 * its request times plus and minus a day). Prints:
 * - the first lookup, which loads the day (time, and the process's memory after it: V8 heap, typed arrays, RSS);
 * - lookups of 3,000 new ids, and of 3,000 ids of which 100 are retries of stored events (p50 / p95 of 30 each);
 * - the same two groups asked of the events table (the SQL lookup, used when the index cannot hold the day).
 * Run: NODE_OPTIONS=--expose-gc npm run bench:transaction-ids
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { storedTransactions } from '../src/events/storedTransactions';
import { TransactionIdIndex } from '../src/events/transactionIdIndex';
import type { EventRecord } from '../src/events/types';
import { Database } from '../src/storage/duckdb/database';
import { migrate } from '../src/storage/migrate';
import { migrations } from '../src/storage/migrations';
import { TENANT, appendUncommitted } from './appenderBaseline';
import { benchEvents } from './benchEvents';

const IDS = Number(process.env.BENCH_IDS ?? 1_000_000);
const GROUP = 3_000;
const RETRIES = 100;
const RUNS = 30;
const DAY_MS = 86_400_000;
const MB = 1_048_576;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const figure = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;

function memory(): string {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
  return `heap ${(heapUsed / MB).toFixed(0)} MB, typed arrays ${(arrayBuffers / MB).toFixed(0)} MB, RSS ${(rss / MB).toFixed(0)} MB`;
}

/** Stores IDS events of yesterday (UTC) with distinct transaction ids; returns the ids with their request times. */
async function fill(db: Database, day: number): Promise<Array<{ id: string; time: number }>> {
  const [template] = [...benchEvents(TENANT, 1, Date.now(), 1)].flat();
  const stored: Array<{ id: string; time: number }> = [];
  for (let offset = 0, seq = 1; offset < IDS; offset += 50_000, seq++) {
    const records: EventRecord[] = [];
    for (let i = offset; i < Math.min(IDS, offset + 50_000); i++) {
      const time = day * DAY_MS + Math.floor((i / IDS) * DAY_MS);
      const id = randomUUID();
      stored.push({ id, time });
      records.push({ ...template, transactionId: id, time: new Date(time) });
    }
    await db.withWriter(async (connection) => {
      await appendUncommitted(connection, records, seq);
      await connection.run('COMMIT');
    });
  }
  return stored;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-txids-'));
  try {
    const db = await Database.open(path.join(dir, 'events.duckdb'), { threads: 2, memoryLimit: '1GB', checkpointThreshold: loadConfig(process.env).duckdbCheckpointThreshold });
    await migrate(db, migrations);
    const day = Math.floor(Date.now() / DAY_MS) - 1;
    const stored = await fill(db, day);
    // A group of the day's last hour: its lookup spans the stored day and the next.
    const from = (day + 1) * DAY_MS - 3_600_000 - DAY_MS;
    const to = (day + 1) * DAY_MS + DAY_MS;
    const fresh = () => Array.from({ length: GROUP }, () => randomUUID());
    const withRetries = () => [...fresh().slice(RETRIES), ...stored.slice(-RETRIES).map((s) => s.id)];
    console.info(`${IDS.toLocaleString('en-US')} ids stored in one UTC day; ${memory()}`);

    const index = new TransactionIdIndex(() => db.tableVersion('events'));
    let started = performance.now();
    const first = await db.withWriter((connection) => index.known(connection, TENANT, fresh(), from, to));
    const loadMs = performance.now() - started;
    console.info(`first lookup (loads the day): ${loadMs.toFixed(0)} ms, ${first === null ? 'not held (too many ids)' : `${index.size.toLocaleString('en-US')} ids held`}; ${memory()}`);

    const timed = async (ask: (ids: string[]) => Promise<Set<string> | null>, group: () => string[], expected: number): Promise<number[]> => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const ids = group();
        started = performance.now();
        const known = await ask(ids);
        times.push(performance.now() - started);
        if (known && known.size !== expected) throw new Error(`found ${known.size} known ids, expected ${expected}`);
      }
      return times;
    };
    const fromIndex = (ids: string[]) => db.withWriter((connection) => index.known(connection, TENANT, ids, from, to));
    const fromTable = (ids: string[]) => db.withWriter((connection) => storedTransactions(connection, TENANT, ids, from, to));
    if (first !== null) {
      console.info(`index, ${GROUP.toLocaleString('en-US')} new ids: ${figure(await timed(fromIndex, fresh, 0))}`);
      console.info(`index, ${GROUP.toLocaleString('en-US')} ids with ${RETRIES} retries: ${figure(await timed(fromIndex, withRetries, RETRIES))}`);
    }
    console.info(`events table, ${GROUP.toLocaleString('en-US')} new ids: ${figure(await timed(fromTable, fresh, 0))}`);
    console.info(`events table, ${GROUP.toLocaleString('en-US')} ids with ${RETRIES} retries: ${figure(await timed(fromTable, withRetries, RETRIES))}`);
    console.info(`load average ${os.loadavg()[0].toFixed(1)}`);
    await db.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
