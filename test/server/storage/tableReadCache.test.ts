import { Database } from '../../../server/src/storage/duckdb/database';
import { cacheableReadTables, tablesNamed, writesEvents, MAX_CACHED_READS, TableReadCache } from '../../../server/src/storage/duckdb/tableReadCache';

describe('which statements the metadata read cache answers', () => {
  it('caches plain reads of the small metadata tables, joins included', () => {
    expect(cacheableReadTables('SELECT * FROM users WHERE user_id = $1')).toEqual(['users']);
    expect(cacheableReadTables(`SELECT o.org_id, s.plan_id FROM organizations o LEFT JOIN subscriptions s ON s.org_id = o.org_id WHERE o.org_id = $1`))
      .toEqual(['organizations', 'subscriptions']);
    expect(cacheableReadTables(`SELECT o.mfa_enforced, EXISTS (SELECT 1 FROM user_mfa f WHERE f.user_id = $2) AS enrolled
      FROM organizations o WHERE o.org_id = $1`)).toEqual(['user_mfa', 'organizations']);
  });

  it('never caches reads of other tables, reads that depend on the clock, comma joins or writes', () => {
    expect(cacheableReadTables('SELECT * FROM sessions WHERE session_id = $1')).toBeNull();
    expect(cacheableReadTables('SELECT u.* FROM users u JOIN events e ON e.user_id = u.user_id')).toBeNull();
    expect(cacheableReadTables('SELECT * FROM users WHERE created_at > now() - INTERVAL 1 DAY')).toBeNull();
    expect(cacheableReadTables('SELECT * FROM organizations o, memberships m WHERE m.org_id = o.org_id')).toBeNull();
    expect(cacheableReadTables('UPDATE users SET name = $2 WHERE user_id = $1 RETURNING *')).toBeNull();
    expect(cacheableReadTables('SELECT 1')).toBeNull();
  });

  it('finds the cached tables a write names, and writes of the events table', () => {
    expect(tablesNamed('UPDATE organizations SET name = $2 WHERE org_id = $1')).toEqual(['organizations']);
    expect(tablesNamed('DELETE FROM memberships WHERE org_id IN (SELECT org_id FROM organizations)')).toEqual(['memberships', 'organizations']);
    expect(tablesNamed('INSERT INTO ingest_counters VALUES ($1, $2, $3)')).toEqual([]);
    expect(writesEvents('DELETE FROM events WHERE org_id = $1')).toBe(true);
    expect(writesEvents('INSERT INTO events SELECT * FROM events WHERE org_id = $1 RETURNING id')).toBe(true);
    expect(writesEvents('UPDATE events SET country = $1')).toBe(true);
    expect(writesEvents('ALTER TABLE "events" ADD COLUMN country VARCHAR')).toBe(true);
    expect(writesEvents('INSERT INTO ingest_counters (org_id, events) VALUES ($1, $2) ON CONFLICT (org_id) DO UPDATE SET events = ingest_counters.events + excluded.events')).toBe(false);
    expect(writesEvents('DELETE FROM event_rollups WHERE org_id = $1')).toBe(false);
    expect(writesEvents('SELECT count(*) FROM events')).toBe(false);
  });

  it('starts again empty rather than growing past its cap', async () => {
    const cache = new TableReadCache();
    for (let i = 0; i <= MAX_CACHED_READS; i++) await cache.all('SELECT * FROM users WHERE user_id = $1', [String(i)], async () => [{ i }]);
    expect(cache.size).toBeLessThanOrEqual(MAX_CACHED_READS);
    expect(cache.size).toBeGreaterThan(0);
  });
});

describe('the embedded database answering metadata reads from memory', () => {
  let db: Database;
  const nameOf = async () => (await db.one<{ name: string }>('SELECT name FROM organizations WHERE org_id = $1', ['o1']))?.name;

  beforeEach(async () => {
    db = await Database.open(':memory:', { threads: 1, memoryLimit: '256MB', searchConnections: 1 });
    await db.run('CREATE TABLE organizations (org_id VARCHAR PRIMARY KEY, name VARCHAR)');
    await db.run("INSERT INTO organizations VALUES ('o1', 'Acme')");
  });
  afterEach(async () => {
    await db.close();
  });

  it('answers a repeated read from memory: a change it is not told of stays unseen', async () => {
    expect(await nameOf()).toBe('Acme');
    // Statements on the raw write connection bypass the cache, which is why they must not write cached tables.
    await db.withWriter((connection) => connection.run("UPDATE organizations SET name = 'Unseen' WHERE org_id = 'o1'"));
    expect(await nameOf()).toBe('Acme');
  });

  it('sees every write made through run, a transaction, a RETURNING read or the write runner', async () => {
    expect(await nameOf()).toBe('Acme');
    await db.run("UPDATE organizations SET name = 'One' WHERE org_id = 'o1'");
    expect(await nameOf()).toBe('One');
    await db.transaction((tx) => tx.run("UPDATE organizations SET name = 'Two' WHERE org_id = 'o1'"));
    expect(await nameOf()).toBe('Two');
    await db.all("UPDATE organizations SET name = 'Three' WHERE org_id = 'o1' RETURNING name");
    expect(await nameOf()).toBe('Three');
    await db.withWriter((_connection, tx) => tx.run("UPDATE organizations SET name = 'Four' WHERE org_id = 'o1'"));
    expect(await nameOf()).toBe('Four');
  });

  it('does not keep what a read saw while a transaction was writing, once that transaction commits', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let updated: () => void = () => undefined;
    const written = new Promise<void>((resolve) => { updated = resolve; });
    const transaction = db.transaction(async (tx) => {
      await tx.run("UPDATE organizations SET name = 'Renamed' WHERE org_id = 'o1'");
      updated();
      await held;
    });
    await written;
    expect(await nameOf()).toBe('Acme'); // not committed yet
    release();
    await transaction;
    expect(await nameOf()).toBe('Renamed');
  });

  it('forgets a transaction that rolled back as well (the rows it read are still the committed ones)', async () => {
    await expect(db.transaction(async (tx) => {
      await tx.run("UPDATE organizations SET name = 'Lost' WHERE org_id = 'o1'");
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(await nameOf()).toBe('Acme');
  });

  it('hands out copies: changing an answer does not change the next one', async () => {
    const first = await db.all<{ name: string }>('SELECT name FROM organizations WHERE org_id = $1', ['o1']);
    first[0].name = 'Mutated';
    expect(await nameOf()).toBe('Acme');
  });
});
