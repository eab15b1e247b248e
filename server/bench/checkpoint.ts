/**
 * What DuckDB's checkpoint threshold (DUCKDB_CHECKPOINT_THRESHOLD) costs besides the ingest rate it buys: for each
 * threshold, on a copy of one database holding BENCH_BASE_EVENTS (default 1,000,000) checkpointed events,
 * - a child process appends committed groups of 8,000 events until its write-ahead log is about to reach the
 *   threshold, and is killed (SIGKILL) there: its resident memory and DuckDB's own memory count are printed;
 * - the time to open that database again, which replays the log (what a start after a crash waits for), and the
 *   checkpoint of the replayed log that follows;
 * - the same fill in this process, then the time `Database.close()` takes (its CHECKPOINT is what a graceful shutdown
 *   waits for, within the server's 10 s deadline).
 * BENCH_THRESHOLDS (default 16MB,64MB,128MB,256MB) lists the thresholds; 2 threads and a 1 GB memory cap, as the server.
 * Run: npm run bench:checkpoint
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TENANT, appendCommitted } from './appenderBaseline';
import { commitSequenceFor } from '../src/events/commitSequence';
import { benchEvents } from './benchEvents';
import type { EventRecord } from '../src/events/types';
import { Database } from '../src/storage/duckdb/database';
import { migrate } from '../src/storage/migrate';
import { migrations } from '../src/storage/migrations';

const BASE = Number(process.env.BENCH_BASE_EVENTS ?? 1_000_000);
const THRESHOLDS = (process.env.BENCH_THRESHOLDS ?? '16MB,64MB,128MB,256MB').split(',').map((t) => t.trim()).filter(Boolean);
const GROUP = 8_000;
/** Events generated for the fills, more than any threshold above needs. */
const FILL_EVENTS = 600_000;
const NOW = Date.now();

/** What a fill left behind just before the log would have been checkpointed. */
interface Fill {
  walBytes: number;
  events: number;
  seconds: number;
  duckdbMemoryBytes: number;
}

function megabytes(size: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(KB|MB|GB)$/i.exec(size);
  if (!match) throw new Error(`threshold ${size} is not a size like 128MB`);
  return Number(match[1]) * { KB: 1e3, MB: 1e6, GB: 1e9 }[match[2].toUpperCase() as 'KB' | 'MB' | 'GB'];
}

function open(file: string, threshold: string): Promise<Database> {
  return Database.open(file, { threads: 2, memoryLimit: '1GB', checkpointThreshold: threshold });
}

function appendGroup(db: Database, records: EventRecord[]): Promise<void> {
  return db.withWriter(async (connection, tx) => appendCommitted(connection, records, await commitSequenceFor(db).next(tx)));
}

function walBytes(file: string): number {
  try {
    return fs.statSync(`${file}.wal`).size;
  } catch {
    return 0;
  }
}

/** Appends groups until one more would take the log past the threshold (DuckDB then checkpoints at that commit). */
async function fillLog(db: Database, file: string, threshold: string): Promise<Fill> {
  const limit = megabytes(threshold);
  const started = process.hrtime.bigint();
  let events = 0;
  let largestStep = 0;
  let wal = walBytes(file);
  for (const records of benchEvents(TENANT, FILL_EVENTS, NOW, GROUP)) {
    if (wal + 1.5 * largestStep >= limit && largestStep > 0) break;
    await appendGroup(db, records);
    events += records.length;
    const now = walBytes(file);
    if (now < wal) throw new Error(`the log was checkpointed at ${(wal / 1e6).toFixed(0)} MB, before the fill stopped`);
    largestStep = Math.max(largestStep, now - wal);
    wal = now;
  }
  const memory = await db.one<{ bytes: bigint }>('SELECT sum(memory_usage_bytes) AS bytes FROM duckdb_memory()');
  return { walBytes: wal, events, seconds: Number(process.hrtime.bigint() - started) / 1e9, duckdbMemoryBytes: Number(memory?.bytes ?? 0) };
}

/** Child mode: fill the log of `file`, print what it holds and wait to be killed. */
async function child(file: string, threshold: string): Promise<void> {
  const db = await open(file, threshold);
  const fill = await fillLog(db, file, threshold);
  process.stdout.write(`${JSON.stringify(fill)}\n`);
  setInterval(() => undefined, 60_000);
}

/** Runs the child on `file`, reads its report, notes its resident memory and kills it without any shutdown. */
function crashAfterFill(file: string, threshold: string): Promise<Fill & { rssBytes: number }> {
  return new Promise((resolve, reject) => {
    // This process's own Node and loader flags (tsx's), so the child is the process that holds the file.
    const proc = spawn(process.execPath, [...process.execArgv, __filename, '--child', file, threshold], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      const fill = JSON.parse(out.split('\n')[0]) as Fill;
      const status = fs.readFileSync(`/proc/${proc.pid}/status`, 'utf8');
      const rssBytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      proc.once('exit', () => resolve({ ...fill, rssBytes }));
      proc.kill('SIGKILL');
    });
    proc.once('error', reject);
    proc.once('exit', (code) => { if (!out.includes('\n')) reject(new Error(`the filling process exited with ${code} before reporting`)); });
  });
}

async function buildBase(file: string): Promise<void> {
  const db = await open(file, '256MB');
  try {
    await migrate(db, migrations);
    for (const records of benchEvents({ ...TENANT, appId: 'bench-base' }, BASE, NOW, GROUP)) await appendGroup(db, records);
    await db.run('CHECKPOINT');
  } finally {
    await db.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-checkpoint-'));
  try {
    const base = path.join(dir, 'base.duckdb');
    const t0 = Date.now();
    await buildBase(base);
    console.info(`base: ${BASE.toLocaleString('en-US')} events checkpointed in ${((Date.now() - t0) / 1000).toFixed(0)} s, file ${mb(fs.statSync(base).size)} (load average ${os.loadavg()[0].toFixed(1)})`);
    for (const threshold of THRESHOLDS) {
      const file = path.join(dir, `${threshold}.duckdb`);
      fs.copyFileSync(base, file);
      const crashed = await crashAfterFill(file, threshold);
      console.info(`${threshold}: log ${mb(crashed.walBytes)} after ${crashed.events.toLocaleString('en-US')} events (${Math.round(crashed.events / crashed.seconds).toLocaleString('en-US')} rows/s); process resident ${mb(crashed.rssBytes)}, DuckDB memory ${mb(crashed.duckdbMemoryBytes)}`);
      const reopenStarted = process.hrtime.bigint();
      const db = await open(file, threshold);
      const count = await db.one<{ n: bigint }>('SELECT count(*) AS n FROM events');
      const replayMs = Number(process.hrtime.bigint() - reopenStarted) / 1e6;
      if (Number(count?.n) !== BASE + crashed.events) throw new Error(`after the crash the file holds ${count?.n} events, not ${BASE + crashed.events}`);
      // The replayed log stays until the next checkpoint: take it now, so the fill below starts from an empty log.
      const checkpointStarted = process.hrtime.bigint();
      await db.run('CHECKPOINT');
      const checkpointMs = Number(process.hrtime.bigint() - checkpointStarted) / 1e6;
      const fill = await fillLog(db, file, threshold);
      const closeStarted = process.hrtime.bigint();
      await db.close();
      const closeMs = Number(process.hrtime.bigint() - closeStarted) / 1e6;
      console.info(`${threshold}: open after the crash (log replayed) ${replayMs.toFixed(0)} ms, then its checkpoint ${checkpointMs.toFixed(0)} ms; shutdown with a ${mb(fill.walBytes)} log ${closeMs.toFixed(0)} ms (DuckDB memory before it ${mb(fill.duckdbMemoryBytes)})`);
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.wal`, { force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  child(process.argv[3], process.argv[4]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
