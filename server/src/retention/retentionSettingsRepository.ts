import type { SqlRunner } from '../storage/sql';
import { findOrgRetention, listOrgRetentions, updateRetentionDays, type OrgRetention } from './retentionPolicy';

/**
 * Organizations' retention choices with their plans (organizations.retention_days, subscriptions.plan_id), read as
 * the retention that applies. The event deletes themselves belong to the event backend (`ctx.events`).
 */
export interface RetentionSettingsRepository {
  /** The retention of one organization, or undefined if it does not exist. */
  find(orgId: string): Promise<OrgRetention | undefined>;
  /** The retention of every organization, the read-only demo organization excepted. */
  list(): Promise<OrgRetention[]>;
  /** Stores an organization's choice (null: the plan's maximum). */
  updateDays(orgId: string, days: number | null): Promise<void>;
}

/**
 * Retention settings in SQL on the metadata database (DuckDB or PostgreSQL): the readers of retentionPolicy.ts,
 * which the search API also uses for its clamp (`orgRetentionMs`).
 */
export class SqlRetentionSettingsRepository implements RetentionSettingsRepository {
  constructor(private readonly db: SqlRunner) {}

  find(orgId: string): Promise<OrgRetention | undefined> {
    return findOrgRetention(this.db, orgId);
  }

  list(): Promise<OrgRetention[]> {
    return listOrgRetentions(this.db);
  }

  updateDays(orgId: string, days: number | null): Promise<void> {
    return updateRetentionDays(this.db, orgId, days);
  }
}
