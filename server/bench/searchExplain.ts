/**
 * Profiles the search benchmark's queries on a database kept by `npm run bench:search` (BENCH_DB_DIR): runs each
 * query through the search engine RUNS times (default 3) and prints, for the last run, every SQL statement with its
 * time (a search asks for its independent statements together, so a time can include waiting for another's), and
 * with EXPLAIN=1 its `EXPLAIN ANALYZE` plan; SERIAL=1 runs the statements one at a time (each time its own). The windows are shifted back to the time the events were loaded.
 * Run: npx tsx server/bench/searchExplain.ts <BENCH_DB_DIR> [text in the query names]
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDbSearchEngine } from '../src/search/duckdbSearchEngine';
import { parseTimeRange } from '../src/search/dsl/dateMath';
import { searchLimits } from '../src/search/limits';
import { SearchGate, type SearchQueryRunner } from '../src/search/searchGate';
import { Database } from '../src/storage/duckdb/database';
import type { LeasedConnection } from '../src/storage/duckdb/connectionPool';
import { QUERIES, type SearchCall } from './searchQueries';

/** Runs of each query; the last one is printed (later runs find their statements prepared and their data cached). */
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));

type Work<T> = (run: SearchQueryRunner) => Promise<T>;

/** A gate that runs every statement on one search connection, timing and (optionally) explaining each. */
class ProfilingGate extends SearchGate {
  readonly log: string[] = [];
  /** With SERIAL=1 statements run one at a time, so each time is the statement's own. */
  private readonly serial = process.env.SERIAL === '1';
  private previous: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database, private readonly explain: boolean) {
    super(db.searchPool, searchLimits());
  }

  override run<T>(_key: string, work: Work<T>): Promise<T> {
    return this.db.searchPool.use((connection: LeasedConnection) => work(async (query) => {
      const turn = this.serial ? this.previous : Promise.resolve();
      let done = () => {};
      if (this.serial) this.previous = new Promise<void>((resolve) => { done = resolve; });
      await turn;
      const started = process.hrtime.bigint();
      const rows = await connection.all(query.sql, [...query.params]).finally(() => done());
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      this.log.push(`${ms.toFixed(1)} ms  ${query.sql}\n    params ${JSON.stringify(query.params).slice(0, 400)}`);
      if (this.explain) {
        const plan = await connection.all<{ explain_value: string }>(`EXPLAIN ANALYZE ${query.sql}`, [...query.params]);
        this.log.push(plan.map((r) => r.explain_value).join('\n'));
      }
      return rows;
    }));
  }
}

async function main(): Promise<void> {
  const [dir, only = ''] = process.argv.slice(2);
  if (!dir) throw new Error('usage: searchExplain.ts <BENCH_DB_DIR> [text in the query names]');
  const { loadedAt } = JSON.parse(fs.readFileSync(path.join(dir, 'bench-search.json'), 'utf8')) as { loadedAt: number };
  const db = await Database.open(path.join(dir, 'apiscope.duckdb'), { threads: 2, memoryLimit: '1GB' });
  const [row] = await db.all<{ org_id: string; app_id: string }>('SELECT org_id, app_id FROM events LIMIT 1');
  const tenant = { orgId: row.org_id, appId: row.app_id };
  const gate = new ProfilingGate(db, process.env.EXPLAIN === '1');
  const engine = new DuckDbSearchEngine(db, searchLimits(), gate);
  const shift = Date.now() - loadedAt;
  const search: SearchCall = async (target, body) => {
    const [kind, query] = target.split('?');
    const params = new URLSearchParams(query);
    const range = parseTimeRange(params.get('from'), params.get('to'), Date.now() - shift);
    const answer = kind.startsWith('search/') ? await engine.search('events', tenant, body, range) : await engine.count('events', tenant, body, range);
    return answer as unknown as Record<string, unknown>;
  };
  for (const query of QUERIES.filter((q) => q.name.includes(only))) {
    const body = typeof query.body === 'function' ? await query.body(search) : query.body;
    for (let i = 0; i < RUNS; i++) {
      gate.log.length = 0;
      const started = Date.now();
      await search(query.path, body);
      if (i === RUNS - 1) console.info(`== ${query.name}: ${Date.now() - started} ms\n${gate.log.join('\n')}\n`);
    }
  }
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
