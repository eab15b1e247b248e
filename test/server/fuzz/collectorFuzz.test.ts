import { fuzzAll, startFuzzSession, type FuzzSession } from './fuzzSession';

/** Fixed seed and a modest number of cases: the same bodies on every run. `npm run fuzz` runs longer. */
const SEED = 20_240_501;
const RUNS = 200;

describe('fuzz guard: collector endpoints', () => {
  let session: FuzzSession;

  beforeAll(async () => { session = await startFuzzSession(); }, 30_000);
  afterAll(async () => { await session?.server.close(); });

  it('answers every hostile body below 500, in time, leaking nothing, without touching Object.prototype', async () => {
    const collector = session.targets.filter((t) => t.area === 'collector');
    expect(collector.map((t) => t.route).sort()).toEqual(
      ['actions', 'actions/batch', 'companies', 'companies/batch', 'events', 'events/batch', 'subscriptions', 'subscriptions/batch', 'traces', 'users', 'users/batch'].map((r) => `/collector/v1/${r}`),
    );
    const report = await fuzzAll(session, collector, { numRuns: RUNS, seed: SEED, timeoutMs: 15_000, concurrency: 3 });
    expect(report.failures).toEqual([]);
    expect(report.figures.map((f) => f.requests)).toEqual(collector.map(() => RUNS));
    // A hang guard, not a speed target: the time of 2,200 requests moves with the load of the machine.
  }, 300_000);
});
