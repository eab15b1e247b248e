/** Keys whose values are never stored in an audit record, at any depth: credentials and anything like them. */
const SECRET_KEY = /token|password|passwd|secret|hash|credential|authorization|cookie|otp|recovery|api_?key/i;

/** Longest text value kept in a record's details; longer values are cut. */
const MAX_TEXT = 500;
/** Deepest nesting kept; deeper values are dropped. */
const MAX_DEPTH = 4;
/** Most entries kept per object or array. */
const MAX_ENTRIES = 50;

/** The small JSON of facts an audit record carries (names, roles, counts), never secrets. */
export type AuditDetails = Record<string, unknown>;

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ENTRIES).map((item) => clean(item, depth + 1)).filter((item) => item !== undefined);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(0, MAX_ENTRIES)) {
      if (SECRET_KEY.test(key)) continue;
      const kept = clean(item, depth + 1);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return undefined;
}

/**
 * The details as stored: keys that name a credential (token, password, secret, hash, ...) are dropped at every
 * depth, long texts cut, deep or large structures trimmed, functions and undefined values left out.
 */
export function sanitizeDetails(details: AuditDetails | undefined): AuditDetails {
  return (clean(details ?? {}, 0) as AuditDetails | undefined) ?? {};
}

/** The fields whose value differs between two versions, as `{field: {from, to}}` (for `*.updated` records). */
export function changedFields<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof T & string>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}
