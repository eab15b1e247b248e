import type { Tenant } from '../../events/types';
import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { identifier, raw, sql } from '../../storage/clickhouse/literal';
import { COMPANY_FIELDS, EVENT_FIELDS, USER_FIELDS, type FieldCatalog } from '../dsl/fields';
import { SEARCH_FUTURE_MS } from '../limits';
import type { SearchEntity } from '../searchEngine';
import { documentKeys } from './documentKeys';
import { discoveredField, discoverySources, fixedFields } from './schemaFields';
import { schemaLimits } from './schemaLimits';
import type { EntitySchema, SchemaField, SchemaLimits, SearchSchemaAnswer } from './schemaTypes';

const CATALOGS: Record<SearchEntity, FieldCatalog> = { events: EVENT_FIELDS, users: USER_FIELDS, companies: COMPANY_FIELDS };

/**
 * The searchable fields of an app with the events in ClickHouse: the DSL's fixed whitelist plus the JSON keys of the
 * app's recent data. ClickHouse 18.16 cannot list the keys of a JSON text, so the sample's JSON columns are read
 * and their keys collected here (documentKeys.ts), with the embedded discovery's rules and limits.
 */
export class ClickHouseSchemaService {
  constructor(private readonly client: ClickHouseClient, private readonly limits: SchemaLimits = schemaLimits()) {}

  /** The schema of each entity in `entities`, in that order. */
  async describe(tenant: Tenant, entities: SearchEntity[]): Promise<SearchSchemaAnswer> {
    const now = Date.now();
    const answer: SearchSchemaAnswer = {};
    for (const entity of entities) answer[entity] = await this.entitySchema(entity, tenant, now);
    return answer;
  }

  private async entitySchema(entity: SearchEntity, tenant: Tenant, now: number): Promise<EntitySchema> {
    const catalog = CATALOGS[entity];
    const sources = discoverySources(catalog);
    const columns = raw(sources.map((s) => identifier(s.column).text).join(', '));
    const tenantWhere = sql`org_id = ${tenant.orgId} AND app_id = ${tenant.appId}`;
    const rows = entity === 'events'
      ? await this.client.query<Record<string, string | null>>(sql`SELECT ${columns} FROM events WHERE ${raw(tenantWhere)}
          AND time >= ${new Date(Math.max(0, now - this.limits.eventWindowMs))} AND time <= ${new Date(now + SEARCH_FUTURE_MS)}
          ORDER BY time DESC, time_ms DESC LIMIT ${this.limits.sampleEvents}`)
      : await this.client.query<Record<string, string | null>>(sql`SELECT ${columns} FROM ${identifier(catalog.table)} FINAL
          WHERE ${raw(tenantWhere)} AND deleted = 0 ORDER BY updated_at DESC LIMIT ${this.limits.sampleProfiles}`);
    const keys = documentKeys(sources.map((source) => ({ source, texts: rows.map((row) => row[source.column] ?? null) })), this.limits.maxDocumentBytes, this.limits.maxDiscoveredFields + 1);
    const truncated = keys.length > this.limits.maxDiscoveredFields;
    const discovered = keys
      .slice(0, this.limits.maxDiscoveredFields)
      .map((key) => discoveredField(catalog, { ...key }))
      .filter((field): field is SchemaField => field !== undefined)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { fields: [...fixedFields(catalog), ...discovered], truncated };
  }
}
