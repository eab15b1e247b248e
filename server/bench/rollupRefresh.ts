/**
 * What the rollup refresher costs the write connection for one busy hour: a recompute of the hour from all its
 * events, against a merge of the events committed since its last refresh. BENCH_EVENTS (default 1,000,000) demo
 * events are stored in one past hour of one app, in committed groups of 8,000 stamped like the group commit
 * writer's, on a fresh database with the server's settings (2 threads, 1 GB, DUCKDB_CHECKPOINT_THRESHOLD). Then:
 * the recompute of the hour, BENCH_ROUNDS (default 3) merges of BENCH_DELTA (default 30,000) new events each, and a
 * recompute of the hour again, each timed as one refresh transaction. The server merges only hours holding
 * MERGE_FROM_EVENTS or more events (rollupHourRefresh.ts); here every round merges.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { commitSequenceFor } from '../src/events/commitSequence';
import type { EventRecord } from '../src/events/types';
import { HOUR_MS } from '../src/search/rollups/dirtyHours';
import { RollupRefresher } from '../src/search/rollups/rollupRefresher';
import { Database } from '../src/storage/duckdb/database';
import { migrate } from '../src/storage/migrate';
import { migrations } from '../src/storage/migrations';
import { TENANT, appendCommitted } from './appenderBaseline';
import { benchEvents } from './benchEvents';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const DELTA = Number(process.env.BENCH_DELTA ?? 30_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GROUP = 8_000;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-rollup-refresh-'));
  const { duckdbCheckpointThreshold: checkpointThreshold } = loadConfig(process.env);
  const db = await Database.open(path.join(dir, 'bench.duckdb'), { threads: 2, memoryLimit: '1GB', checkpointThreshold });
  const now = Date.now();
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS - 2 * HOUR_MS;
  const sequence = commitSequenceFor(db);
  // A clock that stands still: no hour ever looks quiet to the background refresh, so only the timed ones run.
  const refresher = new RollupRefresher(db, () => now);
  // Every round merges, whatever the hour holds, so both costs are measured at any BENCH_EVENTS.
  refresher.mergeFromEvents = 0;
  const source = benchEvents(TENANT, TOTAL + ROUNDS * DELTA, now, GROUP);
  let stored = 0;
  let pending: EventRecord[] = [];
  /** Stores `count` more events in the hour, as the group commit writer does, marking the hour as its commits do. */
  const store = async (count: number) => {
    let left = count;
    while (left > 0) {
      if (pending.length === 0) {
        const next = source.next();
        if (next.done) throw new Error('out of benchmark events');
        pending = next.value;
      }
      const group = pending.slice(0, Math.min(left, GROUP));
      pending = pending.slice(group.length);
      for (const event of group) event.time = new Date(hour + Math.floor(((stored++ % TOTAL) * HOUR_MS) / TOTAL));
      await db.withWriter(async (connection, tx) => {
        const commitSeq = await sequence.next(tx);
        await appendCommitted(connection, group, commitSeq);
        refresher.markCommitted(TENANT, group, commitSeq);
      });
      left -= group.length;
    }
  };
  const timed = async (label: string) => {
    const started = process.hrtime.bigint();
    await refresher.refreshAll();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${label}: ${ms.toFixed(0)} ms (load average ${os.loadavg()[0].toFixed(1)})`);
  };
  try {
    await migrate(db, migrations);
    await store(TOTAL);
    refresher.markPersisted(TENANT, [hour]);
    await timed(`recompute of an hour holding ${TOTAL.toLocaleString('en-US')} events`);
    for (let round = 1; round <= ROUNDS; round++) {
      await store(DELTA);
      await timed(`merge of ${DELTA.toLocaleString('en-US')} new events into it, round ${round}`);
    }
    refresher.markPersisted(TENANT, [hour]);
    await timed(`recompute of the hour again (${stored.toLocaleString('en-US')} events)`);
  } finally {
    await refresher.stop();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
