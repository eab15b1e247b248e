/** Parses a JSON column; a value that is not valid JSON is returned as text. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  try { return JSON.parse(value); } catch { return value; }
}

function iso(value: unknown): string | undefined {
  return value instanceof Date ? value.toISOString() : undefined;
}

/** Drops undefined values so absent fields are absent in the JSON answer. */
function compact<T extends Record<string, unknown>>(value: T): T {
  for (const key of Object.keys(value)) if (value[key] === undefined || value[key] === null) delete value[key];
  return value;
}

/** The `_source` document of an event row, in the shape of wire-compat 3.3 (searchEventsResponse). */
export function eventSource(row: Record<string, unknown>): Record<string, unknown> {
  const hasResponse = row.status !== null || row.response_time !== null || row.response_headers !== null;
  return compact({
    id: row.id,
    event_type: row.event_type,
    action_name: row.action_name,
    app_id: row.app_id,
    org_id: row.org_id,
    user_id: row.user_id,
    company_id: row.company_id,
    subscription_id: row.subscription_id,
    session_token: row.session_token,
    anonymous_id: row.anonymous_id,
    transaction_id: row.transaction_id,
    direction: row.direction,
    duration_ms: row.duration_ms,
    weight: row.weight,
    trace_id: row.trace_id,
    span: row.span_id || row.parent_span_id ? compact({ id: row.span_id, parent_id: row.parent_span_id }) : undefined,
    blocked_by: row.blocked_by,
    metadata: json(row.metadata) ?? {},
    request: compact({
      time: iso(row.time),
      uri: row.uri,
      verb: row.verb,
      route: row.route,
      ip_address: row.ip,
      geo_ip: row.country ? { country_code2: row.country } : undefined,
      api_version: row.api_version,
      headers: json(row.request_headers) ?? {},
      body: json(row.request_body),
      transfer_encoding: row.request_transfer_encoding,
      user_agent: row.ua_name ? compact({ name: row.ua_name, major: row.ua_major, minor: row.ua_minor, patch: row.ua_patch, os: row.ua_os }) : undefined,
    }),
    response: hasResponse
      ? compact({
        time: iso(row.response_time),
        status: row.status,
        headers: json(row.response_headers) ?? {},
        body: json(row.response_body),
        transfer_encoding: row.response_transfer_encoding ?? 'json',
      })
      : undefined,
  });
}

/** A plain (non-array) object. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value at a dotted path, following own properties only (never into Object.prototype). */
function pick(source: Record<string, unknown>, path: string[]): unknown {
  let current: unknown = source;
  for (const segment of path) {
    if (!isRecord(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}

/** Sets own properties along a path, creating plain objects where a segment is missing or not an object. */
function place(target: Record<string, unknown>, path: string[], value: unknown): void {
  let current = target;
  for (const segment of path.slice(0, -1)) {
    const next = Object.hasOwn(current, segment) ? current[segment] : undefined;
    if (!isRecord(next)) Object.defineProperty(current, segment, { value: {}, enumerable: true, writable: true, configurable: true });
    current = current[segment] as Record<string, unknown>;
  }
  Object.defineProperty(current, path[path.length - 1], { value, enumerable: true, writable: true, configurable: true });
}

/** Deletes an own property at a path (of the caller's copy); inherited names are left alone. */
function remove(target: Record<string, unknown>, path: string[]): void {
  const parent = path.length === 1 ? target : pick(target, path.slice(0, -1));
  const last = path[path.length - 1];
  if (isRecord(parent) && Object.hasOwn(parent, last)) delete parent[last];
}

/**
 * Applies `_source` includes/excludes (dotted paths, no wildcards) to a document. Every step follows and changes own
 * properties only, on a copy: a path such as `__proto__.hasOwnProperty` cannot reach or alter shared prototypes
 * (the compiler refuses such paths anyway).
 */
export function filterSource(source: Record<string, unknown>, includes: string[], excludes: string[]): Record<string, unknown> {
  let out = source;
  if (includes.length > 0) {
    out = {};
    for (const field of includes) {
      const path = field.split('.');
      const value = pick(source, path);
      if (value !== undefined) place(out, path, value);
    }
  } else if (excludes.length > 0) {
    out = structuredClone(source);
  }
  for (const field of excludes) remove(out, field.split('.'));
  return out;
}
