import { ClickHouseEventStore } from '../../../../server/src/events/clickhouse/clickHouseEventStore';
import { clickHouseDemoSeedLedger, deleteEventsBefore, deleteOrganizationEvents } from '../../../../server/src/events/clickhouse/clickHouseEventData';
import { DuckDbEventStore } from '../../../../server/src/events/duckdbEventStore';
import { groupCommitWriterFor } from '../../../../server/src/events/groupCommitWriter';
import type { Tenant } from '../../../../server/src/events/types';
import { ClickHouseSchemaService } from '../../../../server/src/search/schema/clickHouseSchemaService';
import { SearchSchemaService } from '../../../../server/src/search/schema/searchSchemaService';
import { searchLimits } from '../../../../server/src/search/limits';
import { SearchGate } from '../../../../server/src/search/searchGate';
import { sql } from '../../../../server/src/storage/clickhouse/literal';
import { migrateClickHouse } from '../../../../server/src/storage/clickhouse/migrate';
import { clickHouseMigrations } from '../../../../server/src/storage/clickhouse/migrations';
import { Database } from '../../../../server/src/storage/duckdb/database';
import { migrate } from '../../../../server/src/storage/migrate';
import { migrations } from '../../../../server/src/storage/migrations';
import { ClickHouseSpanRepository } from '../../../../server/src/traces/clickHouseSpanRepository';
import { DuckDbSpanRepository } from '../../../../server/src/traces/repository';
import type { SpanRecord } from '../../../../server/src/traces/spanRecord';
import { describeWithClickHouse, eventRecords, testDatabase, testTenant, type TestDatabase } from './clickHouseTestDatabase';

const MS = 1000;

function span(traceId: string, spanId: string, startUs: number, fields: Partial<SpanRecord> = {}): SpanRecord {
  return {
    traceId, spanId, parentSpanId: null, name: `op ${spanId}`, kind: 'SERVER', serviceName: 'api', startUs, endUs: startUs + 2500,
    durationNs: 2_500_000, statusCode: 'OK', statusMessage: null, attributes: { 'http.route': "/o'rders" }, resourceAttributes: { 'service.name': 'api' },
    events: [{ name: 'cache miss', timeUs: startUs + 10, attributes: {} }], scopeName: 'tests', scopeVersion: '1', droppedAttributes: 0, droppedEvents: 0,
    ...fields,
  } as SpanRecord;
}

describeWithClickHouse('ClickHouse event backend parts against the embedded ones', () => {
  let clickhouseDb: TestDatabase;
  let duck: Database;
  let store: ClickHouseEventStore;

  beforeAll(async () => {
    clickhouseDb = testDatabase();
    await migrateClickHouse(clickhouseDb.client, clickHouseMigrations);
    duck = await Database.open(':memory:', { threads: 1, memoryLimit: '256MB', searchConnections: 1 });
    await migrate(duck, migrations);
    store = new ClickHouseEventStore(clickhouseDb.client, { workRunner: duck });
  });
  afterAll(async () => {
    await groupCommitWriterFor(duck).settled();
    await store.settled();
    await duck.close();
    await clickhouseDb.drop();
  });

  it('stores spans once, reads a trace in start order with its total, and deletes by age and by app', async () => {
    const tenant = testTenant();
    const repos = [new DuckDbSpanRepository(duck), new ClickHouseSpanRepository(clickhouseDb.client)];
    const start = Date.parse('2026-11-20T10:00:00.123Z') * MS + 456;
    const batch = [span('t1', 'b', start + 2000), span('t1', 'a', start, { parentSpanId: null }), span('t1', 'b', start + 2000), span('t2', 'x', start - 86_400_000_000)];
    const results = [];
    for (const repo of repos) {
      results.push(await repo.insert(tenant, batch));
      results.push(await repo.insert(tenant, [span('t1', 'a', start), span('t1', 'c', start + 1)]));
    }
    expect(results.slice(2)).toEqual(results.slice(0, 2));
    expect(results.slice(0, 2)).toEqual([{ stored: 3, duplicates: 1 }, { stored: 1, duplicates: 1 }]);
    const [embedded, clickhouse] = await Promise.all(repos.map((repo) => repo.trace(tenant, 't1', 2)));
    expect(clickhouse).toEqual(embedded);
    expect(clickhouse.total).toBe(3);
    expect(clickhouse.spans.map((s) => s.spanId)).toEqual(['a', 'c']);
    expect(clickhouse.spans[0]).toMatchObject({ startUs: start, endUs: start + 2500, attributes: { 'http.route': "/o'rders" } });

    const spans = repos[1] as ClickHouseSpanRepository;
    expect(await spans.deleteBefore(tenant.orgId, new Date(Date.parse('2026-11-20T00:00:00Z')))).toBe(1);
    expect((await spans.trace(tenant, 't2', 10)).total).toBe(0);
    await spans.deleteApp(tenant.orgId, tenant.appId);
    expect((await spans.trace(tenant, 't1', 10)).total).toBe(0);
  });

  it('discovers the same fields as the embedded discovery', async () => {
    const tenant = testTenant();
    const events = eventRecords(tenant, [
      { overrides: { metadata: { plan: 'pro', seats: 3, flags: { beta: true, tier: 2 } } } },
      { overrides: { metadata: { plan: 7, 'bad key!': 1, owner: null } } },
      { overrides: { metadata: { list: [1, 2], nested: { deep: { deeper: 1 } } } }, minutesAgo: 10 },
    ]);
    await new DuckDbEventStore(duck).insertEvents(tenant, events);
    await store.insertEvents(tenant, events);
    await groupCommitWriterFor(duck).settled();
    const embedded = await new SearchSchemaService(duck, new SearchGate(duck.searchPool, searchLimits())).describe(tenant, ['events']);
    const clickhouse = await new ClickHouseSchemaService(clickhouseDb.client).describe(tenant, ['events']);
    expect(clickhouse).toEqual(embedded);
    const names = (clickhouse.events?.fields ?? []).filter((f) => f.source === 'discovered').map((f) => `${f.name}:${f.type}`);
    expect(names).toEqual(expect.arrayContaining(['metadata.plan:string', 'metadata.seats:number', 'metadata.flags.beta:boolean', 'metadata.nested.deep:string', 'request.headers.content-type:string']));
    expect(names.some((n) => n.startsWith('metadata.owner'))).toBe(false);
  });

  it('deletes by retention cutoff, records the demo marker and deletes an organization', async () => {
    const tenant: Tenant = testTenant();
    await store.insertEvents(tenant, eventRecords(tenant, [{ minutesAgo: 600 }, { minutesAgo: 5 }, { minutesAgo: 6 }]));
    const client = clickhouseDb.client;
    expect(await deleteEventsBefore(store.deletions, tenant.orgId, new Date(Date.now() - 60 * 60_000))).toBe(1);
    expect(await deleteEventsBefore(store.deletions, tenant.orgId, new Date(Date.now() - 60 * 60_000))).toBe(0);

    const ledger = clickHouseDemoSeedLedger(client);
    expect(await ledger.isSeeded(tenant.orgId)).toBe(false);
    await ledger.record(tenant.orgId, 2);
    expect(await ledger.isSeeded(tenant.orgId)).toBe(true);

    await new ClickHouseSpanRepository(client).insert(tenant, [span('t9', 's', Date.now() * MS)]);
    expect(await deleteOrganizationEvents(client, tenant.orgId)).toBe(2);
    const left = await client.query<{ n: number }>(sql`SELECT (SELECT count() FROM events WHERE org_id = ${tenant.orgId}) + (SELECT count() FROM spans WHERE org_id = ${tenant.orgId}) AS n`);
    expect(left[0].n).toBe(0);
    expect(await ledger.isSeeded(tenant.orgId)).toBe(false);
  });
});
