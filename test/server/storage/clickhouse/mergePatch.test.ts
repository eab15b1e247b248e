import { mergeColumn, mergePatch } from '../../../../server/src/events/clickhouse/mergePatch';
import type { Json, JsonObject } from '../../../../server/src/events/types';
import { Database } from '../../../../server/src/storage/duckdb/database';

/** Stored value and update pairs covering the merge patch rules (nulls, nesting, arrays, scalars over objects). */
const CASES: Array<[JsonObject, JsonObject]> = [
  [{ a: 1, b: { c: 2 } }, { a: null, b: { d: 3 } }],
  [{ a: [1, 2] }, { a: { x: 1 } }],
  [{ a: { x: 1 } }, { a: { x: null } }],
  [{ a: 1 }, { b: { c: null, d: { e: null, f: 1 } } }],
  [{ a: 'x' }, {}],
  [{ a: { b: { c: { d: 1 } } } }, { a: { b: { c: { e: 2 }, f: [null] } } }],
  [{ a: { b: 1 } }, { a: 'scalar' }],
  [{ a: null }, { a: { b: null } }],
  [{ "it's": { '\\': 1 } }, { "it's": { '"': 2 } }],
  [{ n: 1.5, t: true }, { n: -0.25, t: false, u: 'ü' }],
];

describe('merge patch of stored profile columns', () => {
  let db: Database;

  beforeAll(async () => {
    db = await Database.open(':memory:', { threads: 1, memoryLimit: '128MB', searchConnections: 1 });
  });
  afterAll(() => db.close());

  it("gives DuckDB's json_merge_patch result for every case", async () => {
    for (const [stored, update] of CASES) {
      const [row] = await db.all<{ merged: string }>('SELECT CAST(json_merge_patch(CAST($1 AS JSON), CAST($2 AS JSON)) AS VARCHAR) AS merged', [JSON.stringify(stored), JSON.stringify(update)]);
      expect(mergePatch(stored, update)).toEqual(JSON.parse(row.merged));
    }
  });

  it('keeps a stored column when the update sends none, and stores an update as sent when nothing was stored', () => {
    expect(mergeColumn({ a: 1 }, null)).toEqual({ a: 1 });
    expect(mergeColumn(null, { a: null })).toEqual({ a: null });
    expect(mergeColumn(null, null)).toBeNull();
  });

  it('keeps a key named __proto__ as a key and leaves prototypes alone', () => {
    const update = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Json;
    const merged = mergePatch({ b: 2 }, update) as JsonObject;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(merged))).toEqual(JSON.parse('{"b": 2, "__proto__": {"polluted": true}, "a": 1}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
