import { QUERIES, type SearchCall } from '../../../../server/bench/searchQueries';
import { parseTimeRange } from '../../../../server/src/search/dsl/dateMath';
import type { SearchEngine } from '../../../../server/src/search/searchEngine';
import { describeWithClickHouse } from '../../storage/clickhouse/clickHouseTestDatabase';
import { randomCall, records, seeded, useParity } from './parityFixture';

/**
 * The searches the portal's screens send (server/bench/searchQueries.ts: every dashboard tile over 24 hours and 30
 * days in Los Angeles time, whose 30 days hold the daylight-saving change of 2026-11-01, the time series, the event
 * log's pages and the segmentation tables) answer the same on ClickHouse, with its rollups and scanning, as on the
 * embedded engine.
 */

const DAY = 86_400_000;

jest.setTimeout(600_000);

describeWithClickHouse('ClickHouse answers the portal screens as the embedded engine does', () => {
  const parity = useParity(async (stores, tenant, now) => {
    const rand = seeded(20_202);
    const events = records(tenant, Array.from({ length: 1500 }, () => randomCall(rand, now - Math.floor(rand() * 31 * DAY))), now);
    for (const store of stores) await store.insertEvents(tenant, events);
  });

  /** A search call of the benchmark (`count/events?from&to` or `search/events?...`) on one engine. */
  const caller = (engine: SearchEngine): SearchCall => async (path, body) => {
    const { tenant, now } = parity();
    const url = new URL(path, 'http://portal/');
    const range = parseTimeRange(url.searchParams.get('from') ?? undefined, url.searchParams.get('to') ?? undefined, now);
    const kind = url.pathname.startsWith('/count/') ? 'count' : 'search';
    const answer = await engine[kind]('events', tenant, body, range) as unknown as Record<string, unknown>;
    delete answer.took;
    return answer;
  };

  it.each(QUERIES.map((q) => [q.name, q] as const))('%s', async (_name, query) => {
    const { engines } = parity();
    const answers = [];
    for (const engine of [engines.duckdb, engines.clickhouse, engines.clickhouseScan]) {
      const call = caller(engine);
      const body = typeof query.body === 'function' ? await query.body(call) : query.body;
      answers.push({ body, answer: await call(query.path, body) });
    }
    expect(answers.slice(1)).toEqual([answers[0], answers[0]]);
    expect(JSON.stringify(answers[0].answer)).not.toBe(JSON.stringify({ timed_out: false, hits: { total: 0, hits: [] } }));
  });
});
