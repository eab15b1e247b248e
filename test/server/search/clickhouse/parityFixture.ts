import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Prng } from '../../../../server/src/demo/prng';
import { ClickHouseEventStore } from '../../../../server/src/events/clickhouse/clickHouseEventStore';
import { DuckDbEventStore } from '../../../../server/src/events/duckdbEventStore';
import type { EventStore } from '../../../../server/src/events/eventStore';
import { groupCommitWriterFor } from '../../../../server/src/events/groupCommitWriter';
import { normaliseApiEvent } from '../../../../server/src/events/normaliseEvent';
import type { EventRecord, Tenant } from '../../../../server/src/events/types';
import { ClickHouseSearchEngine } from '../../../../server/src/search/clickhouse/clickHouseSearchEngine';
import type { ClickHouseClient } from '../../../../server/src/storage/clickhouse/client';
import type { TimeRange } from '../../../../server/src/search/dsl/dateMath';
import { DuckDbSearchEngine } from '../../../../server/src/search/duckdbSearchEngine';
import type { SearchEngine, SearchEntity } from '../../../../server/src/search/searchEngine';
import { migrateClickHouse } from '../../../../server/src/storage/clickhouse/migrate';
import { clickHouseMigrations } from '../../../../server/src/storage/clickhouse/migrations';
import { Database } from '../../../../server/src/storage/duckdb/database';
import { migrate } from '../../../../server/src/storage/migrate';
import { migrations } from '../../../../server/src/storage/migrations';
import { apiEvent } from '../../collector/wireEvents';
import { testDatabase, testTenant, type TestDatabase } from '../../storage/clickhouse/clickHouseTestDatabase';

/** A seeded generator of numbers in [0, 1) (the demo data's mulberry32), so that a failure can be replayed. */
export function seeded(seed: number): () => number {
  const prng = new Prng(seed);
  return () => prng.next();
}

/** Values a filter may hold that break naive SQL: quotes, backslashes, a placeholder, a comment, a LIKE wildcard. */
export const HOSTILE = ["it's", 'back\\slash', 'what?', "o'brien\\?", '-- x', '50%_off', '"quoted"'];

/** The same data in both stores, the engines, and a way to ask them all the same search. */
export interface Parity {
  tenant: Tenant;
  /** The instant searches take as now (date math, relative windows). */
  now: number;
  /** The embedded engine (scanning), ClickHouse with its rollups, and ClickHouse scanning the events only. */
  engines: { duckdb: SearchEngine; clickhouse: SearchEngine; clickhouseScan: SearchEngine };
  stores: { duckdb: EventStore; clickhouse: ClickHouseEventStore };
  /** The ClickHouse database's client. */
  client: ClickHouseClient;
  /** The engines' answers to one search (without `took`): DuckDB's, ClickHouse's with rollups, ClickHouse's scan. */
  ask(kind: 'search' | 'count', entity: SearchEntity, body: unknown, range: TimeRange | null): Promise<[unknown, unknown, unknown]>;
}

/** Normalises wire events for a tenant as the collector does, with `now` as the collector's clock. */
export function records(tenant: Tenant, events: Array<Record<string, unknown>>, now: number): EventRecord[] {
  return events.map((event) => {
    const result = normaliseApiEvent(event, tenant, { now, maxAgeMs: 3 * 365 * 86_400_000, maxEventBytes: 1 << 20 });
    if (!('record' in result)) throw new Error(`test event rejected: ${JSON.stringify(result)}`);
    return result.record;
  });
}

const ROUTES = ['/v1/items', '/v1/items/42', '/v1/orders', '/v1/orders/7/lines', '/health', '/graphql'];
const VERBS = ['GET', 'POST', 'PUT', 'DELETE'];
const STATUSES = [200, 200, 200, 201, 204, 301, 400, 404, 429, 500, 503];

/**
 * One random API call at `time`: durations with many repeats (percentiles interpolate between equal and different
 * neighbours), sampled weights, calls without a response, without a user or company, metadata with nested and
 * hostile values, headers of different cases.
 */
export function randomCall(rand: () => number, time: number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const duration = rand() < 0.5 ? Math.floor(rand() * 40) * 5 : Math.floor(rand() * 3000);
  const event = apiEvent({
    request: {
      time: new Date(time).toISOString(), uri: `https://api.acme.io${pick(ROUTES)}?q=${pick(HOSTILE)}`, verb: pick(VERBS),
      headers: { 'Content-Type': pick(['application/json', 'text/xml']), 'User-Agent': pick(['curl/8.1', 'PostmanRuntime/7.1.1']), 'X-Note': pick(HOSTILE) },
      body: rand() < 0.5 ? { items: [1, 2], total: Math.floor(rand() * 100) } : undefined,
    },
    response: { time: new Date(time + duration).toISOString(), status: pick(STATUSES), headers: { 'Content-Type': 'application/json' }, body: { ok: rand() < 0.5 } },
    weight: rand() < 0.8 ? 1 : 1 + Math.floor(rand() * 9),
    user_id: rand() < 0.1 ? `o'brien\\?${Math.floor(rand() * 2)}` : `u${Math.floor(rand() * 30)}`,
    company_id: `c${Math.floor(rand() * 5)}`,
    metadata: { plan: pick(['free', 'pro', HOSTILE[0], HOSTILE[1]]), seats: Math.floor(rand() * 20), nested: { tier: pick(['a', 'b']) }, note: pick(HOSTILE) },
  }, 0);
  if (rand() < 0.05) delete event.response;
  if (rand() < 0.1) delete event.user_id;
  if (rand() < 0.1) delete event.company_id;
  return event;
}

/**
 * Sets up, for one describe block, a tenant whose data `load` stores through both event stores (DuckDB in a
 * temporary directory, ClickHouse in a fresh database), and the search engines over them. The DuckDB engine
 * scans (SEARCH_ROLLUPS=off: its rollups answer as its scan does, test/server/search/rollups.test.ts); ClickHouse is
 * asked with its rollups and without. While a test runs, Date.now() is `now`, so that every engine reads the same
 * date math.
 */
export function useParity(load: (stores: EventStore[], tenant: Tenant, now: number) => Promise<void>): () => Parity {
  let parity: Parity | undefined;
  let clickhouseDb: TestDatabase;
  let duck: Database;
  let dir: string;
  const rollups = process.env.SEARCH_ROLLUPS;
  const now = Math.floor(Date.now() / 60_000) * 60_000 + 17_345;

  beforeAll(async () => {
    process.env.SEARCH_ROLLUPS = 'off';
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-parity-'));
    duck = await Database.open(path.join(dir, 'events.duckdb'), { threads: 2, memoryLimit: '512MB', searchConnections: 2 });
    await migrate(duck, migrations);
    clickhouseDb = testDatabase();
    await migrateClickHouse(clickhouseDb.client, clickHouseMigrations);
    const stores = { duckdb: new DuckDbEventStore(duck), clickhouse: new ClickHouseEventStore(clickhouseDb.client, { workRunner: duck }) };
    const tenant = testTenant();
    await load([stores.duckdb, stores.clickhouse], tenant, now);
    await groupCommitWriterFor(duck).settled();
    await stores.clickhouse.settled();
    const settleProfiles = () => stores.clickhouse.settled();
    const engines = {
      duckdb: new DuckDbSearchEngine(duck),
      clickhouse: new ClickHouseSearchEngine(clickhouseDb.client, { settleProfiles, rollups: () => true }),
      clickhouseScan: new ClickHouseSearchEngine(clickhouseDb.client, { settleProfiles, rollups: () => false }),
    };
    const without = (answer: unknown) => {
      const copy = { ...(answer as Record<string, unknown>) };
      delete copy.took;
      return copy;
    };
    parity = {
      tenant, now, engines, stores, client: clickhouseDb.client,
      async ask(kind, entity, body, range) {
        const answers = [];
        for (const engine of [engines.duckdb, engines.clickhouse, engines.clickhouseScan]) answers.push(without(await engine[kind](entity, tenant, body, range)));
        return [answers[0], answers[1], answers[2]];
      },
    };
  });

  beforeEach(() => { jest.spyOn(Date, 'now').mockReturnValue(now); });
  afterEach(() => { jest.restoreAllMocks(); });

  afterAll(async () => {
    if (rollups === undefined) delete process.env.SEARCH_ROLLUPS;
    else process.env.SEARCH_ROLLUPS = rollups;
    await parity?.stores.clickhouse.settled();
    await duck?.close();
    await clickhouseDb?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  return () => {
    if (!parity) throw new Error('the parity fixture is not set up');
    return parity;
  };
}
