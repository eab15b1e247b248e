import type { SqlRunner } from './sql';

/**
 * Deletes an organization's rows from every table of this SQL database that has an `org_id` column, except the
 * tables named in `keep`; answers how many events it had (when the database holds the events table).
 */
export async function deleteOrgRows(tx: SqlRunner, orgId: string, keep: ReadonlySet<string> = new Set()): Promise<number> {
  const tables = await tx.all<{ table_name: string }>(
    "SELECT DISTINCT table_name FROM information_schema.columns WHERE column_name = 'org_id' AND table_schema = current_schema() ORDER BY table_name",
  );
  const names = new Set(tables.map((t) => t.table_name));
  const events = names.has('events') ? await tx.one<{ n: number }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [orgId]) : undefined;
  for (const table of names) {
    if (keep.has(table) || !/^[a-z_][a-z0-9_]*$/.test(table)) continue;
    await tx.run(`DELETE FROM ${table} WHERE org_id = $1`, [orgId]);
  }
  return Number(events?.n ?? 0);
}
