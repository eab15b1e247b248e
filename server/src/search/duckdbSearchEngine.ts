import { groupCommitWriterFor } from '../events/groupCommitWriter';
import type { Tenant } from '../events/types';
import { companyDocument, userDocument } from '../events/profileDocuments';
import type { Database } from '../storage/duckdb/database';
import type { TimeRange } from './dsl/dateMath';
import { searchAfterOf, orderByOf, sortValueExprs } from './dsl/compileSort';
import { COMPANY_FIELDS, EVENT_FIELDS, USER_FIELDS, type FieldCatalog } from './dsl/fields';
import { and, constant, join, param, sql, type Fragment } from './dsl/fragment';
import { runAggregations, type QueryRunner } from './dsl/runAggs';
import { compileSearch, type CompiledSearch } from './dsl/searchRequest';
import { eventSource, filterSource } from './eventDocument';
import type { SearchEngine, SearchEntity, SearchHit, SearchResponse } from './searchEngine';

interface EntityModel {
  catalog: FieldCatalog;
  defaultSort: Array<[string, 'asc' | 'desc']>;
  document(row: Record<string, unknown>): Record<string, unknown>;
}

const MODELS: Record<SearchEntity, EntityModel> = {
  events: { catalog: EVENT_FIELDS, defaultSort: [['request.time', 'desc']], document: eventSource },
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

/** Search engine over the embedded DuckDB tables. */
export class DuckDbSearchEngine implements SearchEngine {
  private readonly run: QueryRunner;

  constructor(private readonly db: Database) {
    this.run = (query) => this.db.all(query.sql, [...query.params]);
  }

  /** Profiles get first/last seen from recent events shortly after ingestion: write what is pending before reading. */
  private async settleProfiles(entity: SearchEntity): Promise<void> {
    if (entity !== 'events') await groupCommitWriterFor(this.db).profiles.flush();
  }

  async search(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null): Promise<SearchResponse> {
    const started = Date.now();
    await this.settleProfiles(entity);
    const model = MODELS[entity];
    const compiled = compileSearch(body, { catalog: model.catalog, now: Date.now() }, model.defaultSort);
    const base = and([scopeOf(entity, tenant, range), compiled.query]);
    const hitsWhere = compiled.postFilter ? and([base, compiled.postFilter]) : base;
    const total = await this.total(model.catalog, hitsWhere);
    const hits = compiled.size > 0 ? await this.hits(model, compiled, hitsWhere) : [];
    const aggregations = await this.aggregations(model.catalog, compiled, base, range);
    return { took: Date.now() - started, timed_out: false, hits: { total, hits }, ...(aggregations ? { aggregations } : {}) };
  }

  async count(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null): Promise<SearchResponse> {
    const started = Date.now();
    await this.settleProfiles(entity);
    const model = MODELS[entity];
    const compiled = compileSearch(body, { catalog: model.catalog, now: Date.now() }, model.defaultSort);
    const base = and([scopeOf(entity, tenant, range), compiled.query]);
    const total = await this.total(model.catalog, compiled.postFilter ? and([base, compiled.postFilter]) : base);
    const aggregations = await this.aggregations(model.catalog, compiled, base, entity === 'events' ? range : null);
    return { took: Date.now() - started, timed_out: false, hits: { total, hits: [] }, ...(aggregations ? { aggregations } : {}) };
  }

  async getEvent(tenant: Tenant, id: string): Promise<SearchHit | undefined> {
    const row = await this.db.one('SELECT * FROM events WHERE org_id = $1 AND app_id = $2 AND id = $3', [tenant.orgId, tenant.appId, id]);
    if (!row) return undefined;
    return { _id: String(row.id), _source: eventSource(row), sort: [row.time instanceof Date ? row.time.getTime() : null] };
  }

  private async total(catalog: FieldCatalog, where: Fragment): Promise<number> {
    const [row] = await this.run(sql`SELECT count(*) AS n FROM ${constant(catalog.table)} WHERE ${where}`);
    return Number(row?.n ?? 0);
  }

  private async hits(model: EntityModel, compiled: CompiledSearch, where: Fragment): Promise<SearchHit[]> {
    const ctx = { catalog: model.catalog, now: Date.now() };
    const keyset = compiled.searchAfter ? searchAfterOf(compiled.sort, compiled.searchAfter, ctx) : null;
    const sortValues = join(sortValueExprs(compiled.sort).map((e, i) => sql`${e} AS ${constant(`sort_${i}`)}`), ', ');
    const query = sql`SELECT *, ${sortValues} FROM ${constant(model.catalog.table)} WHERE ${keyset ? and([where, keyset]) : where} ORDER BY ${orderByOf(compiled.sort)} LIMIT ${param(compiled.size)} OFFSET ${param(keyset ? 0 : compiled.from)}`;
    const rows = await this.run(query);
    return rows.map((row) => {
      const source = model.document(row);
      return {
        _id: String(row[model.catalog.idColumn]),
        _source: compiled.source.enabled ? filterSource(source, compiled.source.includes, compiled.source.excludes) : {},
        sort: compiled.sort.map((_, i) => row[`sort_${i}`] ?? null),
      };
    });
  }

  private async aggregations(catalog: FieldCatalog, compiled: CompiledSearch, where: Fragment, range: TimeRange | null): Promise<Record<string, unknown> | undefined> {
    if (compiled.aggs.length === 0) return undefined;
    const window = range ? { from: range.from.getTime(), to: range.to.getTime() } : undefined;
    return runAggregations(compiled.aggs, { table: catalog.table, countExpr: catalog.countExpr, where, groups: [], window }, this.run);
  }
}
