import type { Row, SqlParams, SqlRunner } from '../sql';

/**
 * Small metadata tables that nearly every signed-in request reads (who the user is, their memberships, the
 * organization's sign-in and retention policies, its plan, the user's second factor): their reads are answered
 * from memory between writes. Tables written by ingest (events, profiles, counters) are never listed: they change
 * all the time, and some are written on the raw write connection, which this cache does not see.
 */
export const CACHED_TABLES: ReadonlySet<string> = new Set(['users', 'memberships', 'organizations', 'subscriptions', 'user_mfa', 'mfa_sessions']);

/**
 * A statement that writes the `events` table (its target after INSERT INTO, DELETE FROM, UPDATE, ALTER, DROP,
 * TRUNCATE or COPY). Such writes are counted (versions) without reads of `events` being cached: the group commit
 * appends rows on the raw write connection, so a change of this count means a change made some other way (an
 * erasure, retention, a deleted organization), which the ingest's transaction id index must not miss. A column
 * named `events` (the ingest counters') is not a write of the table.
 */
const WRITES_EVENTS = /\b(?:insert\s+(?:or\s+\w+\s+)?into|delete\s+from|update|alter\s+table|drop\s+table(?:\s+if\s+exists)?|truncate(?:\s+table)?|copy)\s+"?events"?(?![\w.])/i;

/** The table whose writes through SQL are counted besides the cached ones (writesEvents). */
const EVENTS_TABLE = 'events';

/** Whether a statement writes the `events` table (see WRITES_EVENTS). */
export function writesEvents(sql: string): boolean {
  return WRITES_EVENTS.test(sql);
}

/** Entries kept at most; past it the cache starts again empty (the working set is a few rows per active user). */
export const MAX_CACHED_READS = 10_000;

/** Answers that change with the clock or per call: a statement using one is never cached. */
const VOLATILE = /\b(now|current_timestamp|current_date|current_time|today|random|gen_random_uuid|uuid|nextval|currval|get_current_timestamp|localtimestamp)\b/i;
/** Words that make a statement more than a read. */
const WRITE_WORDS = /\b(insert|update|delete|create|drop|alter|truncate|copy|attach|detach|pragma|set|call|install|load|export|import|checkpoint|vacuum)\b/i;
const READ_START = /^\s*select\b/i;
/** Every relation a statement reads from: the name after FROM or JOIN (a subquery's "(" does not match). */
const RELATION = /\b(?:from|join)\s+("?)([A-Za-z_][\w.]*)\1/gi;
/** "FROM a, b": a relation named after a comma is not caught by RELATION, so such statements are not cached. */
const COMMA_JOIN = /\bfrom\s+"?[A-Za-z_][\w.]*"?(?:\s+(?:as\s+)?[A-Za-z_]\w*)?\s*,/i;
const WORD = /[A-Za-z_]\w*/g;

interface Entry {
  tables: string[];
  versions: number[];
  rows: Row[];
}

/** The cached tables a statement names anywhere in its text (written tables are found this way). */
export function tablesNamed(sql: string): string[] {
  const found = new Set<string>();
  for (const word of sql.match(WORD) ?? []) {
    const name = word.toLowerCase();
    if (CACHED_TABLES.has(name)) found.add(name);
  }
  return [...found];
}

/**
 * The tables a read-only statement depends on, when every relation it reads is a cached table and nothing in it
 * depends on the clock; null otherwise (the statement then always runs).
 */
export function cacheableReadTables(sql: string): string[] | null {
  if (!READ_START.test(sql) || WRITE_WORDS.test(sql) || VOLATILE.test(sql) || COMMA_JOIN.test(sql)) return null;
  const tables = new Set<string>();
  for (const match of sql.matchAll(RELATION)) {
    const name = match[2].toLowerCase();
    if (!CACHED_TABLES.has(name)) return null;
    tables.add(name);
  }
  return tables.size > 0 ? [...tables] : null;
}

/** Whether a statement only reads (a SELECT with no writing word in it). */
export function isReadOnly(sql: string): boolean {
  return READ_START.test(sql) && !WRITE_WORDS.test(sql);
}

function keyOf(sql: string, params: SqlParams | undefined): string | null {
  try {
    return `${sql}\u0000${JSON.stringify(params ?? [])}`;
  } catch {
    return null; // a value JSON cannot write (BigInt): not cached
  }
}

/**
 * Answers repeated reads of the small metadata tables from memory on the embedded database, which one process
 * owns (DuckDB locks its file), so every write passes through this process and can be seen here.
 *
 * Each cached table has a version. A write statement bumps the versions of the cached tables it names when it
 * starts and again once it is committed (the end of its transaction), so a read that ran while the write was in
 * flight is never kept: an answer is stored only if its tables' versions did not move while it ran, and served only
 * while they still match. Callers get a copy of the rows, never the cached objects.
 */
export class TableReadCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  private readonly statements = new Map<string, string[] | null>();

  /** The cached answer of a read, or runs it (through `read`) and keeps its answer when that is safe. */
  async all<T>(sql: string, params: SqlParams | undefined, read: () => Promise<T[]>): Promise<T[]> {
    const tables = this.tablesOf(sql);
    const key = tables ? keyOf(sql, params) : null;
    if (!tables || key === null) return read();
    const hit = this.entries.get(key);
    if (hit && this.current(hit.tables, hit.versions)) return structuredClone(hit.rows) as T[];
    const versions = this.versionsOf(tables);
    const rows = await read();
    if (this.current(tables, versions)) {
      if (this.entries.size >= MAX_CACHED_READS) this.entries.clear();
      this.entries.set(key, { tables, versions, rows: structuredClone(rows) as Row[] });
    }
    return rows;
  }

  /** Marks the cached tables a write statement names as changed; call when it starts and again once committed. */
  written(tables: Iterable<string>): void {
    for (const table of tables) this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  /** How many times writes naming `table` were told (each write twice: when it starts and once it has ended). */
  version(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  /** Entries held now (for tests and figures). */
  get size(): number {
    return this.entries.size;
  }

  /** cacheableReadTables, remembered per statement text (the repositories send the same few texts over and over). */
  private tablesOf(sql: string): string[] | null {
    let tables = this.statements.get(sql);
    if (tables === undefined) {
      tables = cacheableReadTables(sql);
      if (this.statements.size >= MAX_CACHED_READS) this.statements.clear();
      this.statements.set(sql, tables);
    }
    return tables;
  }

  private versionsOf(tables: string[]): number[] {
    return tables.map((table) => this.versions.get(table) ?? 0);
  }

  private current(tables: string[], versions: number[]): boolean {
    return tables.every((table, i) => (this.versions.get(table) ?? 0) === versions[i]);
  }
}

/**
 * A runner inside a transaction (or the write connection's exclusive use) that tells the cache of each write as it
 * runs and remembers what it wrote, so the owner can tell it again once the transaction has ended.
 */
export class WriteTrackingRunner implements SqlRunner {
  private readonly touched = new Set<string>();

  constructor(private readonly inner: SqlRunner, private readonly cache: TableReadCache) {}

  all<T = Row>(sql: string, params?: SqlParams): Promise<T[]> {
    this.track(sql);
    return this.inner.all<T>(sql, params);
  }

  one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined> {
    this.track(sql);
    return this.inner.one<T>(sql, params);
  }

  run(sql: string, params?: SqlParams): Promise<void> {
    this.track(sql);
    return this.inner.run(sql, params);
  }

  /** Call after COMMIT or ROLLBACK: reads that ran meanwhile saw the old rows and must not stay cached. */
  ended(): void {
    this.cache.written(this.touched);
  }

  private track(sql: string): void {
    if (isReadOnly(sql)) return;
    const tables = tablesNamed(sql);
    if (writesEvents(sql)) tables.push(EVENTS_TABLE);
    for (const table of tables) this.touched.add(table);
    this.cache.written(tables);
  }
}
