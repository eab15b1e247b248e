import { ClickHouseSearchPool } from '../../../../server/src/search/clickhouse/clickHouseSearchPool';
import { constant } from '../../../../server/src/search/dsl/fragment';
import { searchLimits } from '../../../../server/src/search/limits';
import { SearchGate } from '../../../../server/src/search/searchGate';
import { ClickHouseClient } from '../../../../server/src/storage/clickhouse/client';
import { describeWithClickHouse, TEST_CLICKHOUSE_URL } from '../../storage/clickhouse/clickHouseTestDatabase';

/** A statement that runs for minutes on any server. */
const SLOW = constant('SELECT sum(sipHash64(number)) AS s FROM numbers(100000000000)');

describeWithClickHouse('ClickHouse searches within the time limit', () => {
  let client: ClickHouseClient;
  beforeAll(() => { client = new ClickHouseClient(TEST_CLICKHOUSE_URL as string); });
  const running = async (marker: string) => (await client.query<{ n: number }>(`SELECT count() AS n FROM system.processes WHERE query LIKE '%${marker}%' AND query NOT LIKE '%system.processes%'`))[0].n;

  it('answers the time limit\'s 400 at the deadline and kills the running statement', async () => {
    const limits = searchLimits({ timeLimitMs: 700 });
    const gate = new SearchGate(new ClickHouseSearchPool(client, limits), limits);
    const started = Date.now();
    await expect(gate.run('org', (run) => run(SLOW))).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/took longer than 0.7 s/) });
    expect(Date.now() - started).toBeLessThan(3000);
    for (let i = 0; i < 50 && await running('100000000000') > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await running('100000000000')).toBe(0);
  });

  it('runs statements asked for together at once, and none of them runs on after the time limit', async () => {
    const limits = searchLimits({ timeLimitMs: 4000 });
    const gate = new SearchGate(new ClickHouseSearchPool(client, limits), limits);
    const slow = (rows: string) => constant(`SELECT sum(sipHash64(number)) AS s FROM numbers(${rows})`);
    const search = gate.run('org', (run) => Promise.all([run(slow('200000000001')), run(slow('200000000002'))]));
    const outcome = search.then(() => null, (error: unknown) => error);
    let together = 0;
    for (let i = 0; i < 35 && together < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      together = await running('20000000000');
    }
    expect(together).toBe(2);
    expect(await outcome).toMatchObject({ status: 400, message: expect.stringMatching(/took longer than 4 s/) });
    for (let i = 0; i < 50 && await running('20000000000') > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await running('20000000000')).toBe(0);
  });

  it('renders values as literals and answers rows', async () => {
    const limits = searchLimits();
    const gate = new SearchGate(new ClickHouseSearchPool(client, limits), limits);
    const rows = await gate.run('org', (run) => run({ sql: "SELECT ? AS a, ? AS b, 'x?' AS c, TRUE AS t", params: ["o'brien\\?", -1.5] }));
    expect(rows).toEqual([{ a: "o'brien\\?", b: -1.5, c: 'x?', t: 1 }]);
  });
});
