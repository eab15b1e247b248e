/**
 * Whether group commits can overlap: the events of BENCH_EVENTS (default 1,000,000) demo events are stored in groups
 * of 8,000 (one round of the collector benchmark's 8 concurrent batches), with the product's append path
 * (appendUncommitted), on a fresh database with the server's settings, two ways:
 * - sequential: one connection appends a group, commits it, and only then appends the next (the group commit
 *   writer's chain today);
 * - pipelined: two connections take turns, so one appends the next group while the other's COMMIT runs.
 * Prints rows/s, the time spent appending (JavaScript calls on this thread), and the WAL left at the end, which
 * shows whether DuckDB still checkpointed with a transaction open on the other connection. BENCH_ROUNDS (default 2)
 * repeats both, alternating. Run: npm run bench:pipelined-commits
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { loadConfig } from '../src/config';
import type { EventRecord } from '../src/events/types';
import { Database } from '../src/storage/duckdb/database';
import { migrate } from '../src/storage/migrate';
import { migrations } from '../src/storage/migrations';
import { TENANT, appendUncommitted } from './appenderBaseline';
import { benchEvents } from './benchEvents';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GROUP = 8_000;

type Mode = 'sequential' | 'pipelined';

/** Stores every group; in pipelined mode group g goes to connection g % 2 and its COMMIT is awaited only before that connection's next group. */
async function store(connections: DuckDBConnection[], records: EventRecord[], mode: Mode): Promise<number> {
  const commits: Array<Promise<unknown> | null> = [null, null];
  let appendMs = 0;
  for (let group = 0, offset = 0; offset < records.length; group++, offset += GROUP) {
    const slot = mode === 'sequential' ? 0 : group % 2;
    await commits[slot];
    const started = process.hrtime.bigint();
    await appendUncommitted(connections[slot], records.slice(offset, offset + GROUP), group + 1);
    appendMs += Number(process.hrtime.bigint() - started) / 1e6;
    commits[slot] = connections[slot].run('COMMIT');
    if (mode === 'sequential') await commits[slot];
  }
  await Promise.all(commits);
  return appendMs;
}

async function run(records: EventRecord[], mode: Mode): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-pipelined-'));
  const file = path.join(dir, 'events.duckdb');
  const checkpointThreshold = loadConfig(process.env).duckdbCheckpointThreshold;
  try {
    const db = await Database.open(file, { threads: 2, memoryLimit: '1GB', checkpointThreshold });
    await migrate(db, migrations);
    await db.close();
    const instance = await DuckDBInstance.create(file, { threads: '2', memory_limit: '1GB', checkpoint_threshold: checkpointThreshold });
    const connections = [await instance.connect(), await instance.connect()];
    const load = os.loadavg()[0];
    const started = process.hrtime.bigint();
    const appendMs = await store(connections, records, mode);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rows = (await connections[0].runAndReadAll('SELECT count(*) AS n FROM events')).getRowObjects()[0].n;
    if (Number(rows) !== records.length) throw new Error(`${mode}: stored ${rows} of ${records.length} rows`);
    const walBytes = fs.existsSync(`${file}.wal`) ? fs.statSync(`${file}.wal`).size : 0;
    console.info(`${mode.padEnd(10)} ${Math.round(records.length / seconds).toLocaleString('en-US').padStart(7)} rows/s in ${seconds.toFixed(1)} s; appending ${(appendMs / 1000).toFixed(1)} s; WAL at the end ${(walBytes / 1048576).toFixed(0)} MB; load average ${load.toFixed(1)}`);
    for (const connection of connections) connection.closeSync();
    instance.closeSync();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const records = [...benchEvents(TENANT, TOTAL, Date.now(), 100_000)].flat();
  console.info(`${TOTAL.toLocaleString('en-US')} events in groups of ${GROUP.toLocaleString('en-US')}`);
  for (let round = 0; round < ROUNDS; round++) {
    await run(records, 'sequential');
    await run(records, 'pipelined');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
