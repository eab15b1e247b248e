/**
 * A small in-process cache: each entry lives `ttlMs` (or less, if set with a shorter lifetime); past `maxEntries`
 * the oldest entry is dropped. For lookups made on every request (sessions, apps) whose source of truth stays the
 * database: callers delete entries where the data changes.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 10_000) {}

  /** The live entry of `key`, or undefined. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Whether `key` has a live entry. */
  has(key: string): boolean {
    return this.get(key) !== undefined || this.entries.has(key);
  }

  /** Stores `value` for ttlMs, or until `notAfter` (epoch ms) if that comes first. */
  set(key: string, value: V, notAfter = Number.POSITIVE_INFINITY): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: Math.min(Date.now() + this.ttlMs, notAfter) });
  }

  /** Removes the entry of `key`. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Removes every entry whose value matches. */
  deleteWhere(matches: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }
}
