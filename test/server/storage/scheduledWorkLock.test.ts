import { eventWorkLock } from '../../../server/src/eventBackend';
import { migrate } from '../../../server/src/storage/migrate';
import { metadataMigrations } from '../../../server/src/storage/migrations';
import { AdvisoryWorkLock, advisoryKey } from '../../../server/src/storage/postgres/advisoryWorkLock';
import { PostgresDatabase } from '../../../server/src/storage/postgres/postgresDatabase';
import { ProcessWorkLock, runWhenGranted, type ScheduledWorkLock } from '../../../server/src/storage/scheduledWorkLock';
import { useTestServer } from '../support/useTestServer';

/** Runs `inner` while `outer` holds `name`: answers whether each ran. */
async function nested(outer: ScheduledWorkLock, inner: ScheduledWorkLock, name: string): Promise<{ outer: boolean; inner: boolean }> {
  let innerRan = false;
  const run = await outer.runExclusive(name, async () => {
    innerRan = (await inner.runExclusive(name, async () => 'inner')).ran;
  });
  return { outer: run.ran, inner: innerRan };
}

describe('scheduled-work lock of the metadata database (the engine of this run: embedded, or PostgreSQL with TEST_DATABASE_URL)', () => {
  const { server } = useTestServer();

  it('runs the work and answers its result; a run of the same name meanwhile is refused, other names run', async () => {
    const lock = server.ctx.workLock;
    expect(await lock.runExclusive('nightly', async () => 42)).toEqual({ ran: true, result: 42 });
    expect(await nested(lock, lock, 'nightly')).toEqual({ outer: true, inner: false });
    let other: unknown;
    await lock.runExclusive('nightly', async () => { other = await lock.runExclusive('exports', async () => 'done'); });
    expect(other).toEqual({ ran: true, result: 'done' });
  });

  it('releases the lock when the work fails', async () => {
    const lock = server.ctx.workLock;
    await expect(lock.runExclusive('failing', async () => { throw new Error('the run failed'); })).rejects.toThrow('the run failed');
    expect(await lock.runExclusive('failing', async () => 'again')).toEqual({ ran: true, result: 'again' });
  });

  it('gives work on the embedded events a lock of this process: each process cleans its own file', async () => {
    const events = eventWorkLock(server.ctx.events, server.ctx.workLock);
    expect(events).toBeInstanceOf(ProcessWorkLock);
    expect(events).not.toBe(server.ctx.workLock);
    // A store the processes shared would declare no lock of its own and take the metadata's.
    expect(eventWorkLock({ ...server.ctx.events, processLocalWork: undefined }, server.ctx.workLock)).toBe(server.ctx.workLock);
  });

  it('waits for a start-up step held elsewhere, then runs it', async () => {
    const lock = server.ctx.workLock;
    const order: string[] = [];
    let waiting: Promise<void> | undefined;
    await lock.runExclusive('start-up', async () => {
      waiting = runWhenGranted(lock, 'start-up', async () => { order.push('second'); }, 10);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('first');
    });
    await waiting;
    expect(order).toEqual(['first', 'second']);
  });
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('advisory lock across PostgreSQL connections (TEST_DATABASE_URL; skipped without it)', () => {
  const schema = `test_lock_${process.pid}_${Date.now().toString(36)}`;
  const open = () => PostgresDatabase.open({ url: process.env.TEST_DATABASE_URL ?? '', schema, poolSize: 2 });
  let first: PostgresDatabase;
  let second: PostgresDatabase;
  beforeAll(async () => { [first, second] = [await open(), await open()]; });
  afterAll(async () => {
    await first.run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await Promise.all([first.close(), second.close()]);
  });

  it('grants a name to one process at a time, and schemas never share keys', async () => {
    expect(await nested(new AdvisoryWorkLock(first), new AdvisoryWorkLock(second), 'retention')).toEqual({ outer: true, inner: false });
    expect(await new AdvisoryWorkLock(second).runExclusive('retention', async () => 'now mine')).toEqual({ ran: true, result: 'now mine' });
    expect(advisoryKey(schema, 'retention')).not.toBe(advisoryKey('public', 'retention'));
    expect(advisoryKey(schema, 'retention')).toMatch(/^-?\d+$/);
  });

  it('lets processes starting together migrate one after the other', async () => {
    const applied = await Promise.all([first, second].map((db) => runWhenGranted(new AdvisoryWorkLock(db), 'metadata migrations', () => migrate(db, metadataMigrations), 20)));
    const versions = metadataMigrations.map((m) => m.version).sort((a, b) => a - b);
    expect([...applied].sort((a, b) => b.length - a.length)).toEqual([versions, []]);
  });
});
