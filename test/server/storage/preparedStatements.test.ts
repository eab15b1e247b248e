import { Database } from '../../../server/src/storage/duckdb/database';
import { PREPARED_STATEMENTS_PER_CONNECTION } from '../../../server/src/storage/duckdb/preparedStatements';

/** Statements with values run as kept prepared statements: they must answer what a fresh statement would. */
describe('embedded database: kept prepared statements', () => {
  let db: Database;

  beforeEach(async () => {
    db = await Database.open(':memory:', { threads: 1, memoryLimit: '128MB', searchConnections: 1 });
    await db.run('CREATE TABLE t (id INTEGER, name VARCHAR)');
    await db.run("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')");
  });
  afterEach(async () => { await db.close(); });

  it('answers each run with its own values', async () => {
    for (const id of [1, 2, 3, 4]) {
      expect(await db.all('SELECT name FROM t WHERE id = $1', [id])).toEqual(id <= 3 ? [{ name: 'abc'[id - 1] }] : []);
    }
  });

  it('sees rows written after it was first run, and the columns of a changed table', async () => {
    const sql = 'SELECT * FROM t WHERE id >= $1 ORDER BY id';
    expect(await db.all(sql, [3])).toEqual([{ id: 3, name: 'c' }]);
    await db.run("INSERT INTO t VALUES (4, 'd')");
    await db.run('ALTER TABLE t ADD COLUMN score INTEGER DEFAULT 7');
    expect(await db.all(sql, [3])).toEqual([{ id: 3, name: 'c', score: 7 }, { id: 4, name: 'd', score: 7 }]);
  });

  it('binds values of another type than the first run had', async () => {
    const sql = 'SELECT CAST($1 AS VARCHAR) AS v';
    expect(await db.all(sql, [5])).toEqual([{ v: '5' }]);
    expect(await db.all(sql, ['five'])).toEqual([{ v: 'five' }]);
    expect(await db.all(sql, [null])).toEqual([{ v: null }]);
  });

  it('reads the clock when it runs, not when it was prepared', async () => {
    const sql = 'SELECT epoch_ms(now()) + $1 AS ms';
    const [first] = await db.all<{ ms: number }>(sql, [0]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [second] = await db.all<{ ms: number }>(sql, [0]);
    expect(second.ms).toBeGreaterThan(first.ms);
  });

  it('keeps working past its capacity, and after a statement failed', async () => {
    for (let i = 0; i <= PREPARED_STATEMENTS_PER_CONNECTION + 5; i++) {
      expect(await db.all(`SELECT $1 + ${i} AS n`, [1])).toEqual([{ n: 1 + i }]);
    }
    expect(await db.all('SELECT $1 + 0 AS n', [2])).toEqual([{ n: 2 }]);
    await expect(db.all('SELECT CAST($1 AS INTEGER) AS n', ['not a number'])).rejects.toThrow(/Conversion Error/);
    expect(await db.all('SELECT CAST($1 AS INTEGER) AS n', ['12'])).toEqual([{ n: 12 }]);
    await expect(db.all('SELECT * FROM missing_table WHERE id = $1', [1])).rejects.toThrow(/missing_table/);
  });

  it('writes with kept statements inside transactions, and a rolled-back write leaves nothing', async () => {
    await db.transaction(async (tx) => { await tx.run('INSERT INTO t VALUES ($1, $2)', [10, 'x']); });
    await expect(db.transaction(async (tx) => {
      await tx.run('INSERT INTO t VALUES ($1, $2)', [11, 'y']);
      throw new Error('stop');
    })).rejects.toThrow('stop');
    expect(await db.all('SELECT id FROM t WHERE id >= $1 ORDER BY id', [10])).toEqual([{ id: 10 }]);
  });
});

describe('search pool: lending an idle connection', () => {
  let db: Database;
  beforeAll(async () => { db = await Database.open(':memory:', { threads: 1, memoryLimit: '128MB', searchConnections: 1 }); });
  afterAll(async () => { await db.close(); });

  it('lends only a connection nobody uses or waits for', async () => {
    expect(await db.searchPool.tryUse(async (c) => c.all('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
    let release!: () => void;
    const held = db.searchPool.use(() => new Promise<void>((resolve) => { release = resolve; }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(db.searchPool.tryUse(async () => 'lent')).toBeNull();
    const waiter = db.searchPool.use(async () => 'waited');
    release();
    await held;
    expect(await waiter).toBe('waited');
    expect(await db.searchPool.tryUse(async () => 'lent')).toBe('lent');
  });
});
