import type { LeasedConnection } from '../../../server/src/storage/duckdb/connectionPool';
import { StatementLanes, type BorrowableConnections } from '../../../server/src/search/statementLanes';

/** A connection whose statements end when the test says so; it records what ran on it and its interrupts. */
class FakeConnection implements LeasedConnection {
  readonly ran: string[] = [];
  interrupts = 0;
  constructor(readonly name: string) {}
  all = async () => [];
  one = async () => undefined;
  run = async () => undefined;
  interrupt(): void {
    this.interrupts++;
  }
}

/** A pool lending its idle connections, as ConnectionPool.tryUse does. */
class FakePool implements BorrowableConnections {
  constructor(readonly idle: FakeConnection[]) {}
  tryUse<T>(fn: (connection: LeasedConnection) => Promise<T>): Promise<T> | null {
    const connection = this.idle.pop();
    if (!connection) return null;
    return fn(connection).finally(() => this.idle.push(connection));
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

/** A statement that records where it started and ends when `done` settles. */
const statement = (label: string, done: Promise<void>, started: string[]) => async (on: LeasedConnection) => {
  started.push(`${label}@${(on as FakeConnection).name}`);
  await done;
  return label;
};

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('statement lanes: a search runs two independent statements at once when a connection is idle', () => {
  it('runs the second statement on a borrowed idle connection, the third on the search\'s own one after the first', async () => {
    const own = new FakeConnection('own');
    const pool = new FakePool([new FakeConnection('spare')]);
    const lanes = new StatementLanes(own, pool);
    const started: string[] = [];
    const [a, b, c] = [deferred(), deferred(), deferred()];
    const results = [lanes.run(statement('a', a.promise, started), true), lanes.run(statement('b', b.promise, started), true), lanes.run(statement('c', c.promise, started), true)];
    await flush();
    expect(started).toEqual(['a@own', 'b@spare']);
    b.resolve();
    await flush();
    // The spare went back to the pool; c waits for the search's own connection (never a second borrow queued).
    expect(started).toEqual(['a@own', 'b@spare']);
    a.resolve();
    await flush();
    expect(started).toEqual(['a@own', 'b@spare', 'c@own']);
    c.resolve();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    await lanes.drained();
    expect(pool.idle.map((connection) => connection.name)).toEqual(['spare']);
  });

  it('never lends a connection to a heavy statement: it waits for the search\'s own one', async () => {
    const own = new FakeConnection('own');
    const pool = new FakePool([new FakeConnection('spare')]);
    const lanes = new StatementLanes(own, pool);
    const started: string[] = [];
    const [a, b] = [deferred(), deferred()];
    const results = [lanes.run(statement('scan 1', a.promise, started), false), lanes.run(statement('scan 2', b.promise, started), false)];
    await flush();
    expect(started).toEqual(['scan 1@own']);
    a.resolve();
    b.resolve();
    expect(await Promise.all(results)).toEqual(['scan 1', 'scan 2']);
    expect(started).toEqual(['scan 1@own', 'scan 2@own']);
  });

  it('runs everything on its own connection, in order, when the pool lends nothing', async () => {
    const own = new FakeConnection('own');
    const lanes = new StatementLanes(own, {});
    const started: string[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const results = gates.map((gate, i) => lanes.run(statement(`s${i}`, gate.promise, started), true));
    await flush();
    expect(started).toEqual(['s0@own']);
    gates[0].resolve();
    await flush();
    expect(started).toEqual(['s0@own', 's1@own']);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(results)).toEqual(['s0', 's1', 's2']);
  });

  it('runs up to statementsAtOnce statements on its own lease (ClickHouse), heavy ones too, the rest in order', async () => {
    const own = new FakeConnection('own');
    const lanes = new StatementLanes(own, { statementsAtOnce: 2 });
    const started: string[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const results = gates.map((gate, i) => lanes.run(statement(`s${i}`, gate.promise, started), i % 2 === 0));
    await flush();
    expect(started).toEqual(['s0@own', 's1@own']);
    gates[1].resolve();
    await flush();
    expect(started).toEqual(['s0@own', 's1@own', 's2@own']);
    // Two still run on the lease: an interrupt reaches it while either runs.
    lanes.interruptAll();
    expect(own.interrupts).toBe(1);
    gates[2].resolve();
    await flush();
    expect(started).toEqual(['s0@own', 's1@own', 's2@own', 's3@own']);
    gates[0].resolve();
    gates[3].resolve();
    expect(await Promise.all(results)).toEqual(['s0', 's1', 's2', 's3']);
    await lanes.drained();
    lanes.interruptAll();
    expect(own.interrupts).toBe(1);
  });

  it('after stop, interrupts the running statements and starts none of the waiting ones', async () => {
    const own = new FakeConnection('own');
    const spare = new FakeConnection('spare');
    const lanes = new StatementLanes(own, new FakePool([spare]));
    const started: string[] = [];
    const [a, b] = [deferred(), deferred()];
    const running = [lanes.run(statement('a', a.promise, started), true), lanes.run(statement('b', b.promise, started), true)];
    const waiting = lanes.run(statement('c', Promise.resolve(), started), true);
    await flush();
    lanes.stop();
    expect([own.interrupts, spare.interrupts]).toEqual([1, 1]);
    a.reject(new Error('INTERRUPT Error: Interrupted!'));
    b.reject(new Error('INTERRUPT Error: Interrupted!'));
    await expect(Promise.all(running)).rejects.toThrow('INTERRUPT');
    await expect(waiting).rejects.toThrow('The search stopped before this statement started');
    await lanes.drained();
    expect(started).toEqual(['a@own', 'b@spare']);
  });

  it('answers drained only once no statement runs', async () => {
    const lanes = new StatementLanes(new FakeConnection('own'), new FakePool([new FakeConnection('spare')]));
    const gate = deferred();
    void lanes.run(statement('slow', gate.promise, []), true);
    let drained = false;
    const draining = lanes.drained().then(() => { drained = true; });
    await flush();
    expect(drained).toBe(false);
    gate.resolve();
    await draining;
    expect(drained).toBe(true);
  });
});
