import type { Tenant } from '../../events/types';
import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { headerRollupTable } from '../../storage/clickhouse/headerValues';
import type { RollupTable } from '../../storage/clickhouse/rollupTables';
import { identifier, sql as chSql } from '../../storage/clickhouse/literal';
import { withinSizeLimit } from '../answerSize';
import type { TimeRange } from '../dsl/dateMath';
import { resolveField, type FieldCatalog } from '../dsl/fields';
import { and, constant, param, sql, type Fragment } from '../dsl/fragment';
import { readsProfileFields } from '../dsl/profileFields';
import { runAggregations, type BucketBudget } from '../dsl/runAggs';
import { compileSearch, type CompiledSearch } from '../dsl/searchRequest';
import { searchLimits, type SearchLimits } from '../limits';
import { SearchGate, type SearchQueryRunner } from '../searchGate';
import type { SearchEngine, SearchEntity, SearchHit, SearchOptions, SearchResponse } from '../searchEngine';
import { CLICKHOUSE_DOCUMENTS, embeddedEventRow } from './clickHouseDocuments';
import { clickHouseCatalogs, LIVE_PROFILE } from './clickHouseFields';
import { clickHouseHits, type HitsModel } from './clickHouseHits';
import { ClickHouseSearchPool } from './clickHouseSearchPool';
import { planClickHouseRollup, type RollupPlan } from './rollups/rollupPlan';
import { rollupsEnabled } from '../rollups/rolledUpSearch';

/** Options of the ClickHouse search engine. */
export interface ClickHouseSearchEngineOptions {
  limits?: SearchLimits;
  /**
   * Writes the pending first/last-seen times of acknowledged events (the ClickHouse event store's toucher) before a
   * search that reads them: profile searches and event searches naming a profile field.
   */
  settleProfiles?: () => Promise<void>;
  /** Whether event searches may read the rollups, asked per search (default: SEARCH_ROLLUPS is not `off`). */
  rollups?: () => boolean;
}

/** The stored table of each entity (its catalog reads profiles with FINAL). */
const TABLES: Record<SearchEntity, string> = { events: 'events', users: 'app_users', companies: 'app_companies' };
const DEFAULT_SORT: Record<SearchEntity, Array<[string, 'asc' | 'desc']>> = {
  events: [['request.time', 'desc']], users: [['last_seen_time', 'desc']], companies: [['last_seen_time', 'desc']],
};

/**
 * Search engine over the ClickHouse event store (storage/clickhouse, events/clickhouse): the DSL compiled by the
 * same compiler as the embedded engine's, with the ClickHouse catalogs and dialect, and the same Elasticsearch-shaped
 * answers, `_source` documents and sort values. Event searches the rollups answer (rollups/rollupSupport.ts) read
 * them for the window's whole hours, the rest from the events. Every statement runs through a SearchGate
 * (concurrency limits, the time limit with KILL QUERY and max_execution_time). The server's capabilities (JSON
 * functions) and the tables' columns are read once.
 */
export class ClickHouseSearchEngine implements SearchEngine {
  private readonly limits: SearchLimits;
  private readonly gate: SearchGate;
  private models: Promise<Record<SearchEntity, HitsModel>> | null = null;
  /** The header values rollup table of the server (its JSON path expressions), set with the models. */
  private headers: RollupTable | null = null;

  constructor(private readonly client: ClickHouseClient, private readonly options: ClickHouseSearchEngineOptions = {}) {
    this.limits = options.limits ?? searchLimits();
    this.gate = new SearchGate(new ClickHouseSearchPool(client, this.limits), this.limits);
  }

  private model(entity: SearchEntity): Promise<HitsModel> {
    if (!this.models) {
      this.models = this.loadModels();
      this.models.catch(() => { this.models = null; });
    }
    return this.models.then((models) => models[entity]);
  }

  private async loadModels(): Promise<Record<SearchEntity, HitsModel>> {
    const capabilities = await this.client.capabilities();
    const catalogs = clickHouseCatalogs(capabilities);
    this.headers = headerRollupTable(capabilities);
    const columns = async (table: string) => (await this.client.query<{ name: string }>(chSql`DESCRIBE TABLE ${identifier(table)}`)).map((c) => c.name);
    const entities: SearchEntity[] = ['events', 'users', 'companies'];
    const models = await Promise.all(entities.map(async (entity): Promise<[SearchEntity, HitsModel]> => [entity, {
      catalog: catalogs[entity],
      columns: await columns(TABLES[entity]),
      ...(entity === 'events' ? { timeField: resolveField(catalogs.events, 'request.time') } : {}),
      document: CLICKHOUSE_DOCUMENTS[entity],
    }]));
    return Object.fromEntries(models) as Record<SearchEntity, HitsModel>;
  }

  private async settleProfiles(entity: SearchEntity, body?: unknown): Promise<void> {
    if (this.options.settleProfiles && (entity !== 'events' || readsProfileFields(body))) await this.options.settleProfiles();
  }

  /** Tenant (and, for events, time window) predicate every query starts from; profiles keep their live rows. */
  private scopeOf(model: HitsModel, tenant: Tenant, range: TimeRange | null): Fragment {
    const parts = [sql`org_id = ${param(tenant.orgId)}`, sql`app_id = ${param(tenant.appId)}`];
    const { timeField } = model;
    if (!timeField) parts.push(constant(LIVE_PROFILE));
    else if (range) {
      const { dialect } = model.catalog;
      parts.push(dialect.timeComparison(timeField, '>=', range.from.getTime()), dialect.timeComparison(timeField, '<=', range.to.getTime()));
    }
    return and(parts);
  }

  private async prepare(entity: SearchEntity, tenant: Tenant, body: unknown): Promise<{ model: HitsModel; compiled: CompiledSearch; now: number }> {
    const model = await this.model(entity);
    const now = Date.now();
    const compiled = compileSearch(body, { catalog: model.catalog, now, tenant }, DEFAULT_SORT[entity], this.limits);
    await this.settleProfiles(entity, body);
    return { model, compiled, now };
  }

  async search(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null, options: SearchOptions = {}): Promise<SearchResponse> {
    const started = Date.now();
    const { model, compiled, now } = await this.prepare(entity, tenant, body);
    return this.gate.run(options.limitKey ?? tenant.orgId, async (run) => {
      const base = and([this.scopeOf(model, tenant, range), compiled.query]);
      const hitsWhere = compiled.postFilter ? and([base, compiled.postFilter]) : base;
      const rolled = this.rollupPlan(model, tenant, body, compiled, range, now);
      const window = range && model.timeField ? { from: range.from.getTime(), to: range.to.getTime() } : null;
      // The three parts do not depend on each other: asked for together (the pool runs a few statements at once).
      const [total, hits, aggregations] = await Promise.all([
        rolled?.total ? rolled.total(run) : this.total(run, model.catalog, hitsWhere),
        compiled.size > 0 ? clickHouseHits(run, model, compiled, hitsWhere, this.limits.maxResponseBytes, now, window) : Promise.resolve([]),
        this.aggregations(run, model.catalog, compiled, base, range, rolled),
      ]);
      return withinSizeLimit({ took: Date.now() - started, timed_out: false, hits: { total, hits }, ...(aggregations ? { aggregations } : {}) }, this.limits.maxResponseBytes);
    });
  }

  async count(entity: SearchEntity, tenant: Tenant, body: unknown, range: TimeRange | null, options: SearchOptions = {}): Promise<SearchResponse> {
    const started = Date.now();
    const { model, compiled, now } = await this.prepare(entity, tenant, body);
    const window = entity === 'events' ? range : null;
    return this.gate.run(options.limitKey ?? tenant.orgId, async (run) => {
      const base = and([this.scopeOf(model, tenant, range), compiled.query]);
      const rolled = this.rollupPlan(model, tenant, body, compiled, window, now);
      const [total, aggregations] = await Promise.all([
        rolled?.total ? rolled.total(run) : this.total(run, model.catalog, compiled.postFilter ? and([base, compiled.postFilter]) : base),
        this.aggregations(run, model.catalog, compiled, base, window, rolled),
      ]);
      return withinSizeLimit({ took: Date.now() - started, timed_out: false, hits: { total, hits: [] }, ...(aggregations ? { aggregations } : {}) }, this.limits.maxResponseBytes);
    });
  }

  /** The parts of an event search the rollups answer (none for profiles). */
  private rollupPlan(model: HitsModel, tenant: Tenant, body: unknown, compiled: CompiledSearch, range: TimeRange | null, now: number): RollupPlan | null {
    if (!model.timeField || !this.headers || !(this.options.rollups ?? rollupsEnabled)()) return null;
    return planClickHouseRollup({ dialect: model.catalog.dialect, time: model.timeField, headers: this.headers }, model.catalog, tenant, body, compiled, range, now);
  }

  /** One event by id. The id is not in the sort key, so this reads the tenant's id column (no window to narrow it). */
  async getEvent(tenant: Tenant, id: string, options: SearchOptions = {}): Promise<SearchHit | undefined> {
    const [row] = await this.gate.run(options.limitKey ?? tenant.orgId, (run) =>
      run(sql`SELECT * FROM events WHERE org_id = ${param(tenant.orgId)} AND app_id = ${param(tenant.appId)} AND id = ${param(id)} LIMIT 1`));
    if (!row) return undefined;
    const time = embeddedEventRow(row).time;
    return { _id: String(row.id), _source: CLICKHOUSE_DOCUMENTS.events(row), sort: [time instanceof Date ? time.getTime() : null] };
  }

  private async total(run: SearchQueryRunner, catalog: FieldCatalog, where: Fragment): Promise<number> {
    const [row] = await run(sql`SELECT count(*) AS n FROM ${constant(catalog.table)} WHERE ${where}`);
    return Number(row?.n ?? 0);
  }

  /** The aggregations: those of the rollup plan from the rollups, the others by the scan, in one bucket allowance. */
  private async aggregations(
    run: SearchQueryRunner, catalog: FieldCatalog, compiled: CompiledSearch, where: Fragment, range: TimeRange | null, rolled: RollupPlan | null,
  ): Promise<Record<string, unknown> | undefined> {
    if (compiled.aggs.length === 0) return undefined;
    const window = range ? { from: range.from.getTime(), to: range.to.getTime() } : undefined;
    const scan = (aggs: CompiledSearch['aggs'], budget: BucketBudget) =>
      runAggregations(aggs, { dialect: catalog.dialect, table: catalog.table, countExpr: catalog.countExpr, where, groups: [], window, budget }, run);
    if (rolled?.aggregations) return rolled.aggregations(run, this.limits.maxBuckets, scan);
    return scan(compiled.aggs, { left: this.limits.maxBuckets, max: this.limits.maxBuckets });
  }
}
