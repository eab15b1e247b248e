import { fuzzAll, startFuzzSession, type FuzzSession } from './fuzzSession';

/**
 * Fixed seed and a modest number of cases per route: the same bodies on every run. The API has over a hundred JSON
 * routes, so the suite's time grows with each new one; `npm run fuzz` runs 2,000 cases per route.
 */
const SEED = 20_240_501;
const RUNS = 50;

describe('fuzz guard: JSON routes of the API', () => {
  let session: FuzzSession;

  beforeAll(async () => { session = await startFuzzSession(); }, 30_000);
  afterAll(async () => { await session?.server.close(); });

  it('answers every hostile body below 500, in time, leaking nothing, without touching Object.prototype', async () => {
    const api = session.targets.filter((t) => t.area === 'api');
    // Routes come from the registry: a new JSON route is fuzzed without being listed here; these must be among them.
    expect(api.map((t) => t.route)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/search/:orgId/search/events', '/api/search/:orgId/users/batch']));
    const report = await fuzzAll(session, api, { numRuns: RUNS, seed: SEED, timeoutMs: 15_000, concurrency: 3 });
    expect(report.failures).toEqual([]);
    expect(report.figures.map((f) => f.requests)).toEqual(api.map(() => RUNS));
  }, 300_000);
});
