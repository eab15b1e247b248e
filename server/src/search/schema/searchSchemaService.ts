import { groupCommitWriterFor } from '../../events/groupCommitWriter';
import type { Tenant } from '../../events/types';
import type { Database } from '../../storage/duckdb/database';
import { COMPANY_FIELDS, EVENT_FIELDS, USER_FIELDS, type FieldCatalog } from '../dsl/fields';
import type { SearchGate, SearchQueryRunner } from '../searchGate';
import type { SearchEntity, SearchOptions } from '../searchEngine';
import { discoveryQuery, type DiscoverySample } from './discoveryQuery';
import { discoveredField, discoverySources, fixedFields } from './schemaFields';
import { schemaLimits } from './schemaLimits';
import type { EntitySchema, SchemaField, SchemaLimits, SearchSchemaAnswer } from './schemaTypes';

const ENTITIES: Record<SearchEntity, { catalog: FieldCatalog; sample: DiscoverySample }> = {
  events: { catalog: EVENT_FIELDS, sample: { table: EVENT_FIELDS.table, kind: 'events' } },
  users: { catalog: USER_FIELDS, sample: { table: USER_FIELDS.table, kind: 'profiles' } },
  companies: { catalog: COMPANY_FIELDS, sample: { table: COMPANY_FIELDS.table, kind: 'profiles' } },
};

/**
 * The searchable fields of an app: the DSL's fixed whitelist plus the JSON keys found in its recent data
 * (server/src/search/README.md, "Schema"). Discovery runs as one search through the search API's SearchGate, so it
 * shares the search connections, the per-organization concurrency limits and the time limit with searches.
 */
export class SearchSchemaService {
  constructor(
    private readonly db: Database,
    private readonly gate: SearchGate,
    private readonly limits: SchemaLimits = schemaLimits(),
  ) {}

  /** The schema of each entity in `entities`, in that order. */
  async describe(tenant: Tenant, entities: SearchEntity[], options: SearchOptions = {}): Promise<SearchSchemaAnswer> {
    // Profiles written just before are pending in the group-commit writer: write them before reading.
    if (entities.some((entity) => entity !== 'events')) await groupCommitWriterFor(this.db).profiles.flush();
    const now = Date.now();
    return this.gate.run(options.limitKey ?? tenant.orgId, async (run) => {
      const answer: SearchSchemaAnswer = {};
      for (const entity of entities) answer[entity] = await this.entitySchema(run, entity, tenant, now);
      return answer;
    });
  }

  private async entitySchema(run: SearchQueryRunner, entity: SearchEntity, tenant: Tenant, now: number): Promise<EntitySchema> {
    const { catalog, sample } = ENTITIES[entity];
    const rows = await run(discoveryQuery(sample, discoverySources(catalog), tenant, this.limits, now));
    const truncated = rows.length > this.limits.maxDiscoveredFields;
    const discovered = rows
      .slice(0, this.limits.maxDiscoveredFields)
      .map((row) => discoveredField(catalog, row))
      .filter((field): field is SchemaField => field !== undefined)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { fields: [...fixedFields(catalog), ...discovered], truncated };
  }
}
