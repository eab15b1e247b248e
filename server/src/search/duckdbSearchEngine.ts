import { groupCommitWriterFor } from '../events/groupCommitWriter';
import type { Tenant } from '../events/types';
import { companyDocument, userDocument } from '../events/profileDocuments';
import type { Database } from '../storage/duckdb/database';
import type { TimeRange } from './dsl/dateMath';
import { searchAfterOf, orderByOf, sortValueExprs } from './dsl/compileSort';
import { HIT_OVERHEAD_BYTES, mayInclude, tooLarge, withinSizeLimit } from './answerSize';
import { COMPANY_FIELDS, EVENT_FIELDS, USER_FIELDS, type FieldCatalog } from './dsl/fields';
import { and, constant, join, param, sql, type Fragment } from './dsl/fragment';
import { readsProfileFields } from './dsl/profileFields';
import { runAggregations, type BucketBudget } from './dsl/runAggs';
import { compileSearch, type CompiledSearch } from './dsl/searchRequest';
import { eventSource, filterSource } from './eventDocument';
import { searchLimits, type SearchLimits } from './limits';
import { planRollup } from './rollups/rolledUpSearch';
import { SearchGate, lightStatements, type SearchQueryRunner } from './searchGate';
import type { SearchEngine, SearchEntity, SearchHit, SearchOptions, SearchResponse } from './searchEngine';

interface EntityModel {
  catalog: FieldCatalog;
  /** The row time column (events), used to bound a page's second read to the page's own time span. */
  timeColumn?: string;
  defaultSort: Array<[string, 'asc' | 'desc']>;
  document(row: Record<string, unknown>): Record<string, unknown>;
}

const MODELS: Record<SearchEntity, EntityModel> = {
  events: { catalog: EVENT_FIELDS, timeColumn: 'time', defaultSort: [['request.time', 'desc']], document: eventSource },
  users: { catalog: USER_FIELDS, defaultSort: [['last_seen_time', 'desc']], document: userDocument },
  companies: { catalog: COMPANY_FIELDS, defaultSort: [['last_seen_time', 'desc']], document: companyDocument },
};

const ts = (date: Date) => sql`${param(date.toISOString().replace('T', ' ').replace('Z', ''))}::TIMESTAMP`;

/** Tenant (and, for events, time window) predicate every query starts from. */
function scopeOf(entity: SearchEntity, tenant: Tenant, range: TimeRange | null): Fragment {
  const parts = [sql`org_id = ${param(tenant.orgId)}`, sql`app_id = ${param(tenant.appId)}`];
  if (entity === 'events' && range) parts.push(sql`time >= ${ts(range.from)}`, sql`time <= ${ts(range.to)}`);
  return and(parts);
}

/**
 * Search engine over the embedded DuckDB tables. Every statement of a search runs through a SearchGate: on a search
 * connection of its own, within the per-organization and server-wide concurrency limits and the time limit.
 */
export class DuckDbSearchEngine implements SearchEngine {
  constructor(
    private readonly db: Database,
    private readonly limits: SearchLimits = searchLimits(),
    private readonly gate: SearchGate = new SearchGate(db.searchPool, limits),
  ) {}

  /** Profiles get first/last seen from recent events shortly after ingestion: write what is pending before reading. */
  private async settleProfiles(entity: SearchEntity, body?: unknown): Promise<void> {
    if (entity !== 'events' || readsProfileFields(body)) await groupCommitWriterFor(this.db).profiles.flush();
  }

  private compile(entity: SearchEntity, body: unknown): CompiledSearch {
    const model = MODELS[entity];
    return compileSearch(body, { catalog: model.catalog, now: Date.now() }, model.defaultSort, this.limits);
  }

  async search(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null, options: SearchOptions = {}): Promise<SearchResponse> {
    const started = Date.now();
    const model = MODELS[entity];
    const compiled = this.compile(entity, body);
    await this.settleProfiles(entity, body);
    return this.gate.run(options.limitKey ?? tenant.orgId, async (run) => {
      const base = and([scopeOf(entity, tenant, range), compiled.query]);
      const hitsWhere = compiled.postFilter ? and([base, compiled.postFilter]) : base;
      const rolled = entity === 'events' ? await planRollup(this.db, tenant, body, compiled, range) : null;
      // The three parts do not depend on each other: asked for together, they share the search's connections (a
      // count and a page of hits are light; aggregations over the events are not).
      const light = lightStatements(run);
      const [total, hits, aggregations] = await Promise.all([
        rolled?.total ? rolled.total(run) : this.total(light, model.catalog, hitsWhere),
        compiled.size > 0 ? this.hits(light, model, compiled, hitsWhere) : Promise.resolve([]),
        rolled?.aggregations
          ? rolled.aggregations(run, this.limits.maxBuckets, (aggs, budget) => this.aggregations(run, model.catalog, { ...compiled, aggs }, base, range, budget))
          : this.aggregations(run, model.catalog, compiled, base, range),
      ]);
      return this.withinSizeLimit({ took: Date.now() - started, timed_out: false, hits: { total, hits }, ...(aggregations ? { aggregations } : {}) });
    });
  }

  async count(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null, options: SearchOptions = {}): Promise<SearchResponse> {
    const started = Date.now();
    const model = MODELS[entity];
    const compiled = this.compile(entity, body);
    await this.settleProfiles(entity, body);
    return this.gate.run(options.limitKey ?? tenant.orgId, async (run) => {
      const base = and([scopeOf(entity, tenant, range), compiled.query]);
      const rolled = entity === 'events' ? await planRollup(this.db, tenant, body, compiled, range) : null;
      const [total, aggregations] = await Promise.all([
        rolled?.total ? rolled.total(run) : this.total(lightStatements(run), model.catalog, compiled.postFilter ? and([base, compiled.postFilter]) : base),
        rolled?.aggregations
          ? rolled.aggregations(run, this.limits.maxBuckets, (aggs, budget) => this.aggregations(run, model.catalog, { ...compiled, aggs }, base, range, budget))
          : this.aggregations(run, model.catalog, compiled, base, entity === 'events' ? range : null),
      ]);
      return this.withinSizeLimit({ took: Date.now() - started, timed_out: false, hits: { total, hits: [] }, ...(aggregations ? { aggregations } : {}) });
    });
  }

  async getEvent(tenant: Tenant, id: string, options: SearchOptions = {}): Promise<SearchHit | undefined> {
    const [row] = await this.gate.run(options.limitKey ?? tenant.orgId, (run) =>
      run(sql`SELECT * FROM events WHERE org_id = ${param(tenant.orgId)} AND app_id = ${param(tenant.appId)} AND id = ${param(id)} LIMIT 1`));
    if (!row) return undefined;
    return { _id: String(row.id), _source: eventSource(row), sort: [row.time instanceof Date ? row.time.getTime() : null] };
  }

  /** The answer, if its JSON fits in maxResponseBytes; else 400 (hits and buckets were already bounded before reading). */
  private withinSizeLimit(response: SearchResponse): SearchResponse {
    return withinSizeLimit(response, this.limits.maxResponseBytes);
  }

  private async total(run: SearchQueryRunner, catalog: FieldCatalog, where: Fragment): Promise<number> {
    const [row] = await run(sql`SELECT count(*) AS n FROM ${constant(catalog.table)} WHERE ${where}`);
    return Number(row?.n ?? 0);
  }

  /**
   * One page of hits in three statements, so that the search predicate is evaluated and the rows sorted only once,
   * reading just the predicate's and the sort's columns, and the page's size is known before its documents are read:
   * 1. the page's ids and sort values (and, for events, times);
   * 2. the size of the page's variable-size columns that `_source` can include: over maxResponseBytes -> 400;
   * 3. the page's rows, with the columns `_source` leaves out read as empty.
   * Statements 2 and 3 read only the page's ids (for events within the page's time span, which the table's zone maps
   * narrow to a few row groups), still under the whole predicate.
   */
  private async hits(run: SearchQueryRunner, model: EntityModel, compiled: CompiledSearch, where: Fragment): Promise<SearchHit[]> {
    const { catalog } = model;
    const ctx = { catalog, now: Date.now() };
    const keyset = compiled.searchAfter ? searchAfterOf(compiled.sort, compiled.searchAfter, ctx) : null;
    const sortValues = join(sortValueExprs(compiled.sort, catalog.dialect).map((e, i) => sql`${e} AS ${constant(`sort_${i}`)}`), ', ');
    const table = constant(catalog.table);
    const id = constant(catalog.idColumn);
    const order = sql`ORDER BY ${orderByOf(compiled.sort)}`;
    const time = model.timeColumn ? constant(model.timeColumn) : null;
    const pageTime = time ? sql`, epoch_ms(${time}) AS hit_ms` : constant('');
    const keys = await run(sql`SELECT ${id} AS hit_id${pageTime}, ${sortValues} FROM ${table} WHERE ${keyset ? and([where, keyset]) : where} ${order} LIMIT ${param(compiled.size)} OFFSET ${param(keyset ? 0 : compiled.from)}`);
    const sortOf = (row: Record<string, unknown>) => compiled.sort.map((_, i) => row[`sort_${i}`] ?? null);
    if (!compiled.source.enabled || keys.length === 0) return keys.map((row) => ({ _id: String(row.hit_id), _source: {}, sort: sortOf(row) }));
    const ids = join(keys.map((row) => param(row.hit_id)), ', ');
    const span = time ? spanOf(time, keys.map((row) => Number(row.hit_ms))) : [];
    const pageWhere = and([where, sql`${id} IN (${ids})`, ...span]);
    const sizes = catalog.documentColumns.flatMap((c) => {
      const copies = c.paths.filter((p) => mayInclude(compiled.source, p)).length;
      return copies > 0 ? [sql`${param(copies)} * coalesce(strlen(CAST(${constant(c.column)} AS VARCHAR)), 0)`] : [];
    });
    if (sizes.length > 0) {
      const [row] = await run(sql`SELECT sum(b) AS bytes, count(*) AS n FROM (SELECT ${join(sizes, ' + ')} AS b FROM ${table} WHERE ${pageWhere})`);
      const hits = Number(row?.n ?? 0);
      const bytes = Number(row?.bytes ?? 0) + hits * HIT_OVERHEAD_BYTES;
      if (bytes > this.limits.maxResponseBytes) throw tooLarge(bytes, this.limits.maxResponseBytes, hits);
    }
    const left = catalog.documentColumns.filter((c) => ![...c.paths, ...(c.derived ?? [])].some((p) => mayInclude(compiled.source, p)));
    const columns = left.length > 0 ? sql`* REPLACE (${join(left.map((c) => constant(`${c.empty} AS ${c.column}`)), ', ')})` : constant('*');
    const rows = await run(sql`SELECT ${columns}, ${sortValues} FROM ${table} WHERE ${pageWhere} ${order} LIMIT ${param(compiled.size)}`);
    return rows.map((row) => ({
      _id: String(row[catalog.idColumn]),
      _source: filterSource(model.document(row), compiled.source.includes, compiled.source.excludes),
      sort: sortOf(row),
    }));
  }

  private async aggregations(
    run: SearchQueryRunner, catalog: FieldCatalog, compiled: CompiledSearch, where: Fragment, range: TimeRange | null,
    budget: BucketBudget = { left: this.limits.maxBuckets, max: this.limits.maxBuckets },
  ): Promise<Record<string, unknown> | undefined> {
    if (compiled.aggs.length === 0) return undefined;
    const window = range ? { from: range.from.getTime(), to: range.to.getTime() } : undefined;
    return runAggregations(compiled.aggs, { dialect: catalog.dialect, table: catalog.table, countExpr: catalog.countExpr, where, groups: [], window, budget }, run);
  }
}

/** `column >= first AND column < last + 1 ms` over a page's times (epoch ms): the row groups that can hold the page. */
function spanOf(column: Fragment, times: number[]): Fragment[] {
  const finite = times.filter(Number.isFinite);
  if (finite.length === 0) return [];
  const at = (ms: number) => ts(new Date(ms));
  return [sql`${column} >= ${at(Math.min(...finite))}`, sql`${column} < ${at(Math.max(...finite) + 1)}`];
}
