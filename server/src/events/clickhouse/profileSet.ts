import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { identifier, inList, sql } from '../../storage/clickhouse/literal';
import type { Tenant } from '../types';
import { decodeProfile, encodeProfile, type ProfileTable, type StoredProfile } from './profileRows';

/** Keys looked up per query (keeps the statement far below ClickHouse's 256 KiB max_query_size). */
const IDS_PER_QUERY = 1_000;

let lastVersion = 0;

/**
 * The version of a profile's next row: above the stored one, so the new row replaces it, and otherwise the time in
 * microseconds, so that rows written by different processes order by when they were written. Below 2^53 until 2255.
 */
export function nextVersion(stored: number): number {
  lastVersion = Math.max(stored + 1, Date.now() * 1000, lastVersion + 1);
  return lastVersion;
}

/**
 * One tenant's rows of a profile table for one read-merge-write: `load` reads the current rows (FINAL) of some keys,
 * `current` answers a profile as stored or as changed since (undefined when absent or deleted), `put` changes one,
 * and `write` inserts every changed profile as a new version. The caller serialises read-merge-writes of a tenant.
 */
export class ProfileSet<R extends StoredProfile> {
  private readonly stored = new Map<string, R>();
  private readonly changed = new Map<string, R>();
  /** Keys already looked up, found or not. */
  private readonly looked = new Set<string>();

  constructor(private readonly client: ClickHouseClient, private readonly table: ProfileTable<R>, private readonly tenant: Tenant) {}

  /** Reads the current rows of the keys not read yet. */
  async load(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.looked.has(id) && !this.changed.has(id));
    for (const id of missing) this.looked.add(id);
    for (let start = 0; start < missing.length; start += IDS_PER_QUERY) {
      const rows = await this.client.query(sql`SELECT * FROM ${identifier(this.table.name)} FINAL
        WHERE org_id = ${this.tenant.orgId} AND app_id = ${this.tenant.appId} AND ${identifier(this.table.key)} IN ${inList(missing.slice(start, start + IDS_PER_QUERY))}`);
      for (const row of rows) {
        const profile = decodeProfile(this.table, row);
        this.stored.set(profile[this.table.key] as string, profile);
      }
    }
  }

  /**
   * Reads the current rows whose `column` (not a key column) is `value`. The keys are found over every version and
   * the match is checked on the current row, so an older version that matched does not count.
   */
  async loadWhere(column: keyof R & string, value: string): Promise<R[]> {
    const rows = await this.client.query(sql`SELECT * FROM ${identifier(this.table.name)} FINAL
      WHERE org_id = ${this.tenant.orgId} AND app_id = ${this.tenant.appId} AND ${identifier(this.table.key)} IN (
        SELECT ${identifier(this.table.key)} FROM ${identifier(this.table.name)} WHERE org_id = ${this.tenant.orgId} AND app_id = ${this.tenant.appId} AND ${identifier(column)} = ${value})`);
    const found: R[] = [];
    for (const row of rows) {
      const profile = decodeProfile(this.table, row);
      const id = profile[this.table.key] as string;
      this.looked.add(id);
      if (!this.stored.has(id)) this.stored.set(id, profile);
      const current = this.current(id);
      if (current && current[column] === value) found.push(current);
    }
    return found;
  }

  /** The profile as it stands in this read-merge-write; undefined when it does not exist or was deleted. */
  current(id: string): R | undefined {
    const profile = this.changed.get(id) ?? this.stored.get(id);
    return profile && !profile.deleted ? profile : undefined;
  }

  /** Replaces a profile (written by `write`). */
  put(profile: R): void {
    this.changed.set(profile[this.table.key] as string, profile);
  }

  /** The keys changed so far. */
  changedIds(): string[] {
    return [...this.changed.keys()];
  }

  /** Inserts every changed profile at a version above its stored one; answers how many. */
  async write(): Promise<number> {
    const written = [...this.changed.entries()].map(([id, profile]): [string, R] => [id, { ...profile, version: nextVersion(this.stored.get(id)?.version ?? 0) }]);
    await this.client.insert(this.table.name, written.map(([, profile]) => encodeProfile(this.table, profile)));
    for (const [id, profile] of written) this.stored.set(id, profile);
    this.changed.clear();
    return written.length;
  }
}
