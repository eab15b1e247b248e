import { runInNewContext } from 'node:vm';
import type { LeasedConnection } from '../../../server/src/storage/duckdb/connectionPool';
import { SearchGate, type SearchConnections } from '../../../server/src/search/searchGate';
import { searchLimits } from '../../../server/src/search/limits';
import { constant } from '../../../server/src/search/dsl/fragment';
import { HttpError } from '../../../server/src/http/errors';

/** A pool of one connection whose statements fail with `error`. */
function failingPool(error: unknown): SearchConnections {
  const connection: LeasedConnection = {
    all: async () => { throw error; },
    one: async () => { throw error; },
    run: async () => { throw error; },
    interrupt: () => undefined,
  };
  return { size: 1, use: (fn) => fn(connection) };
}

const OUT_OF_MEMORY = 'Out of Memory Error: failed to pin block of size 256.0 KiB (488.5 MiB/488.2 MiB used)';

describe('search gate: a search DuckDB runs out of memory for', () => {
  it.each([
    ['an Error of this realm', new Error(OUT_OF_MEMORY)],
    // The native driver's errors are made in the realm it was loaded in, which need not be the caller's.
    ['an Error of another realm', runInNewContext(`new Error(${JSON.stringify(OUT_OF_MEMORY)})`) as unknown],
  ])('answers 503 with Retry-After and how to narrow it, for %s', async (_kind, error) => {
    const gate = new SearchGate(failingPool(error), searchLimits());
    const failure = await gate.run('org', (run) => run(constant('SELECT 1'))).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, headers: { 'Retry-After': expect.any(String) } });
    expect((failure as HttpError).message).toMatch(/^The search needed more memory than the server allows: narrow it/);
  });

  it('passes other failures on unchanged', async () => {
    const error = new Error('Binder Error: something else');
    const gate = new SearchGate(failingPool(error), searchLimits());
    await expect(gate.run('org', (run) => run(constant('SELECT 1')))).rejects.toBe(error);
  });
});
