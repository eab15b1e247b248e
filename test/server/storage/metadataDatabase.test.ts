import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContext } from '../../../server/src/bootstrap';
import { loadConfig } from '../../../server/src/config';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { signUpWithApp } from '../support/factories';
import { apiEvent } from '../collector/wireEvents';

const tablesOf = async (db: TestServer['ctx']['db'] | TestServer['ctx']['metadata']) =>
  (await db.all<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()')).map((t) => t.table_name);

describe('metadata database configuration', () => {
  it('refuses to start with a DATABASE_URL it cannot reach, saying which setting to fix', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-pg-refused-'));
    try {
      const config = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/apiscope' }, { dataDir, logLevel: 'silent', seedDemo: false });
      await expect(createContext(config)).rejects.toThrow(/^Cannot use the PostgreSQL database in DATABASE_URL: /);
      // Refused before the embedded file was opened (and locked).
      expect(fs.existsSync(path.join(dataDir, 'apiscope.duckdb'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a DATABASE_SCHEMA that is not a plain identifier', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-pg-schema-'));
    try {
      const config = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/apiscope', DATABASE_SCHEMA: 'a; DROP TABLE users' }, { dataDir, logLevel: 'silent' });
      await expect(createContext(config)).rejects.toThrow('Invalid schema name "a; DROP TABLE users": use lower-case letters, digits and _ (at most 63)');
      const mixed = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/apiscope', DATABASE_SCHEMA: 'Apiscope' }, { dataDir, logLevel: 'silent' });
      await expect(createContext(mixed)).rejects.toThrow('Invalid schema name "Apiscope"');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps everything in the embedded database when DATABASE_URL is unset', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });
});

// The second CI leg sets TEST_DATABASE_URL and runs the whole server suite with the metadata in PostgreSQL; these
// checks are about where the data went, so they only mean something there.
const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('metadata in PostgreSQL, events in DuckDB', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  it('puts accounts, organizations and apps in PostgreSQL and events in the embedded file', async () => {
    const user = await signUpWithApp(server.baseUrl);
    const sent = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent({ transaction_id: 'split-1' }), headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(sent.status).toBe(201);

    expect(server.ctx.metadata.engine).toBe('postgres');
    const metadataTables = await tablesOf(server.ctx.metadata);
    expect(metadataTables).toEqual(expect.arrayContaining(['users', 'sessions', 'organizations', 'apps', 'memberships', 'api_keys', 'subscriptions', 'audit_log']));
    expect(metadataTables).not.toContain('events');
    const eventTables = await tablesOf(server.ctx.db);
    expect(eventTables).toEqual(expect.arrayContaining(['events', 'app_users', 'spans', 'ingest_counters']));
    expect(eventTables).not.toContain('users');

    const account = await server.ctx.metadata.one<{ n: number; created_at: Date }>('SELECT count(*) AS n, max(created_at) AS created_at FROM users WHERE user_id = $1', [user.profile.user_id]);
    expect(account?.n).toBe(1);
    // TIMESTAMP columns hold UTC: the sign-up happened a moment ago, whatever the process's time zone.
    expect(Math.abs(Date.now() - (account?.created_at as Date).getTime())).toBeLessThan(60_000);
    const stored = await server.ctx.db.one<{ n: number }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [user.orgId]);
    expect(stored?.n).toBe(1);
  });

  it('counts the quota from the event store and deletes an organization from both databases', async () => {
    const user = await signUpWithApp(server.baseUrl);
    const headers = { 'x-moesif-application-id': user.collectorToken };
    expect((await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent(), apiEvent()], headers })).status).toBe(201);
    const subscription = await http(server.baseUrl, 'GET', `/api/subscription/org/${user.orgId}/subscription`, { token: user.token });
    expect(subscription.status).toBe(200);
    expect(subscription.body.events_used).toBe(2);

    const deleted = await http(server.baseUrl, 'DELETE', `/api/portal/organizations/${user.orgId}`, { token: user.token, body: { name: (await server.ctx.metadata.one<{ name: string }>('SELECT name FROM organizations WHERE org_id = $1', [user.orgId]))?.name } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, apps_deleted: 1, events_deleted: 2 });
    expect((await server.ctx.db.one<{ n: number }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [user.orgId]))?.n).toBe(0);
    expect((await server.ctx.db.one<{ n: number }>('SELECT count(*) AS n FROM ingest_counters WHERE org_id = $1', [user.orgId]))?.n).toBe(0);
    expect((await server.ctx.metadata.one<{ n: number }>('SELECT count(*) AS n FROM apps WHERE org_id = $1', [user.orgId]))?.n).toBe(0);
    expect((await server.ctx.metadata.one<{ n: number }>('SELECT count(*) AS n FROM subscriptions WHERE org_id = $1', [user.orgId]))?.n).toBe(0);
  });

  it('keeps an invariant checked inside a transaction when two transactions race (serializable, retried)', async () => {
    await server.ctx.metadata.run('CREATE TABLE race_slots (slot INTEGER NOT NULL)');
    // Each transaction takes a slot only while fewer than 2 are taken: without serializable isolation several read 1.
    const take = () => server.ctx.metadata.transaction(async (tx) => {
      const row = await tx.one<{ n: number }>('SELECT count(*) AS n FROM race_slots');
      if ((row?.n ?? 0) >= 2) return false;
      await tx.run('INSERT INTO race_slots (slot) VALUES ($1)', [(row?.n ?? 0) + 1]);
      return true;
    });
    const taken = await Promise.all(Array.from({ length: 4 }, take));
    expect(taken.filter(Boolean)).toHaveLength(2);
    expect((await server.ctx.metadata.one<{ n: number }>('SELECT count(*) AS n FROM race_slots'))?.n).toBe(2);
  });
});
