/**
 * The collector benchmark's baseline: how fast DuckDB's Appender alone stores the same events, with nothing of the
 * server around it (no HTTP, no gzip, no JSON parsing, no validation, no deduplication). The wire events are
 * normalised before the clock starts; the clock covers the product's own append path (`appendEvents`, which also
 * resolves each caller's country) and a COMMIT every `rowsPerCommit` rows, on a fresh database in a temp dir with the
 * server's settings (2 threads, 1 GB, and the checkpoint threshold of DUCKDB_CHECKPOINT_THRESHOLD or its default).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { loadConfig } from '../src/config';
import { appendEvents } from '../src/events/eventAppender';
import { normaliseApiEvent } from '../src/events/normaliseEvent';
import type { EventRecord, Tenant } from '../src/events/types';
import { Database } from '../src/storage/duckdb/database';
import { migrate } from '../src/storage/migrate';
import { migrations } from '../src/storage/migrations';

/** What the baseline measured. */
export interface AppenderBaseline {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

/** The tenant of the baselines' rows. */
export const TENANT: Tenant = { orgId: 'bench-org', appId: 'bench-app' };

/** The wire events normalised as the collector normalises them, for the bench tenant. */
export function normaliseAll(events: unknown[]): EventRecord[] {
  const limits = { now: Date.now(), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1_048_576 };
  return events.map((raw, index) => {
    const result = normaliseApiEvent(raw, TENANT, limits);
    if (!('record' in result)) throw new Error(`benchmark event ${index} was not accepted: ${JSON.stringify(result)}`);
    return result.record;
  });
}

/**
 * Begins a transaction and appends records to the events table through one Appender, stamped with `commitSeq` as
 * the group commit writer stamps each of its groups; the transaction is left open for the caller to commit.
 */
export async function appendUncommitted(connection: DuckDBConnection, records: EventRecord[], commitSeq: number): Promise<void> {
  await connection.run('BEGIN TRANSACTION');
  const appender = await connection.createAppender('events');
  try {
    await appendEvents(appender, records, commitSeq);
  } finally {
    appender.closeSync();
  }
}

/** appendUncommitted, then COMMIT before this resolves. */
export async function appendCommitted(connection: DuckDBConnection, records: EventRecord[], commitSeq: number): Promise<void> {
  await appendUncommitted(connection, records, commitSeq);
  await connection.run('COMMIT');
}

/** Appends `events` (wire-format API calls) through the Appender, committing every `rowsPerCommit` rows. */
export async function measureAppenderBaseline(events: unknown[], rowsPerCommit: number): Promise<AppenderBaseline> {
  const records = normaliseAll(events);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-appender-'));
  const { duckdbCheckpointThreshold: checkpointThreshold } = loadConfig(process.env);
  const db = await Database.open(path.join(dir, 'baseline.duckdb'), { threads: 2, memoryLimit: '1GB', checkpointThreshold });
  try {
    await migrate(db, migrations);
    const started = process.hrtime.bigint();
    await db.withWriter(async (connection) => {
      for (let offset = 0; offset < records.length; offset += rowsPerCommit) {
        await appendCommitted(connection, records.slice(offset, offset + rowsPerCommit), offset / rowsPerCommit + 1);
      }
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const stored = await db.one<{ n: bigint }>('SELECT count(*) AS n FROM events');
    if (Number(stored?.n) !== records.length) throw new Error(`the baseline stored ${stored?.n} of ${records.length} rows`);
    return { rows: records.length, seconds, rowsPerSecond: records.length / seconds };
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
