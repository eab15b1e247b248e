import { randomBytes } from 'node:crypto';
import { normaliseApiEvent } from '../../../../server/src/events/normaliseEvent';
import type { EventRecord, Tenant } from '../../../../server/src/events/types';
import { ClickHouseClient } from '../../../../server/src/storage/clickhouse/client';
import { apiEvent } from '../../collector/wireEvents';

/** The ClickHouse server the tests of this folder use (e.g. http://127.0.0.1:18123), or undefined to skip them. */
export const TEST_CLICKHOUSE_URL = process.env.TEST_CLICKHOUSE_URL;

/**
 * `describe` when TEST_CLICKHOUSE_URL names a server, else `describe.skip` with the reason in the name, so a run
 * without ClickHouse reports these tests as skipped rather than passed. `.ci/clickhouse start DIR 18123 19000`
 * starts one.
 */
export function describeWithClickHouse(name: string, fn: () => void): void {
  if (TEST_CLICKHOUSE_URL) describe(name, fn);
  else describe.skip(`${name} (skipped: TEST_CLICKHOUSE_URL is not set)`, fn);
}

/** A client on a database of its own (created by the tests that need it, dropped by `drop`). */
export interface TestDatabase {
  client: ClickHouseClient;
  /** Drops the database and closes the client. */
  drop(): Promise<void>;
}

/** A fresh, uniquely named database on the test server (not created yet: migrations or ensureDatabase create it). */
export function testDatabase(): TestDatabase {
  const base = new URL(TEST_CLICKHOUSE_URL ?? 'http://127.0.0.1:8123');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  base.pathname = `/${name}`;
  const client = new ClickHouseClient(base.toString());
  return {
    client,
    async drop() {
      // Dropping a database of some thirty tables and views can take a minute on a busy machine.
      await new ClickHouseClient(base.toString(), { timeoutMs: 300_000 }).command(`DROP DATABASE IF EXISTS ${name}`);
      await client.close();
    },
  };
}

/** Normalises wire events into records for a tenant, as the collector does. */
export function eventRecords(tenant: Tenant, events: Array<{ overrides?: Record<string, unknown>; minutesAgo?: number }>): EventRecord[] {
  const limits = { now: Date.now(), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1024 * 1024 };
  return events.map(({ overrides = {}, minutesAgo = 5 }) => {
    const result = normaliseApiEvent(apiEvent(overrides, minutesAgo), tenant, limits);
    if (!('record' in result)) throw new Error('test event rejected');
    return result.record;
  });
}

/** A tenant of its own for one test; the org id carries a quote and a backslash, so every statement must escape it. */
export function testTenant(): Tenant {
  const suffix = randomBytes(4).toString('hex');
  return { orgId: `org'\\${suffix}`, appId: `app-${suffix}` };
}
