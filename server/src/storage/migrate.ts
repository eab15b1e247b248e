import type { MetadataDatabase, SqlRunner } from './sql';

/** One versioned schema step. Versions are applied once each, in ascending order, inside a transaction. */
export interface Migration {
  /** Unique, ascending version number. */
  version: number;
  /** Short description, stored with the applied version. */
  name: string;
  /** Applies the step. */
  up(tx: SqlRunner): Promise<void>;
}

/** Applies every migration not yet recorded in schema_migrations; returns the versions applied now. */
export async function migrate(db: MetadataDatabase, migrations: Migration[]): Promise<number[]> {
  await db.run(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await m.up(tx);
      await tx.run('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
    applied.push(m.version);
  }
  return applied;
}
