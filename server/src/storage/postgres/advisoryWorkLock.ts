import { createHash } from 'node:crypto';
import type { ExclusiveRun, ScheduledWorkLock } from '../scheduledWorkLock';
import type { PostgresDatabase } from './postgresDatabase';

/**
 * The advisory lock key of a run: advisory locks are per PostgreSQL database, so the schema is part of the key and
 * installs (or test servers) in other schemas of the same database never hold each other's locks.
 */
export function advisoryKey(schema: string, name: string): string {
  return createHash('sha256').update(`apiscope scheduled work\n${schema}\n${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Scheduled work once across the processes sharing a PostgreSQL metadata database: `pg_try_advisory_lock` on a
 * connection of its own, held for the run and closed after it. A process that dies, or loses that connection,
 * releases the lock with its session, so no lease expiry has to be guessed and nothing stays locked; the price is
 * that work whose lock connection drops mid-run may then overlap a run elsewhere (the work must stay idempotent,
 * as batch deletes are). Needs session-level locks: a pooler in front of PostgreSQL must run in session mode.
 */
export class AdvisoryWorkLock implements ScheduledWorkLock {
  constructor(private readonly db: PostgresDatabase) {}

  runExclusive<T>(name: string, work: () => Promise<T>): Promise<ExclusiveRun<T>> {
    const key = advisoryKey(this.db.schema, name);
    return this.db.withSession<ExclusiveRun<T>>(async (session) => {
      const lock = await session.one<{ granted: boolean }>('SELECT pg_try_advisory_lock(CAST($1 AS BIGINT)) AS granted', [key]);
      if (!lock?.granted) return { ran: false };
      try {
        return { ran: true, result: await work() };
      } finally {
        // Closing the session releases the lock as well; unlocking first frees it even if the close lingers.
        await session.run('SELECT pg_advisory_unlock(CAST($1 AS BIGINT))', [key]).catch(() => undefined);
      }
    });
  }
}
