import type { ProfileDocument } from './eventStore';

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try { return JSON.parse(value); } catch { return value; }
}

function iso(value: unknown): string | null {
  return value instanceof Date ? value.toISOString() : null;
}

function metadataOf(row: Record<string, unknown>): Record<string, unknown> {
  const metadata = parsed(row.metadata);
  return metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? (metadata as Record<string, unknown>) : {};
}

/** The user document of wire-compat 3.4 from an app_users row (name and email come from reserved metadata keys). */
export function userDocument(row: Record<string, unknown>): ProfileDocument {
  const metadata = metadataOf(row);
  const first = typeof metadata.first_name === 'string' ? metadata.first_name : null;
  const last = typeof metadata.last_name === 'string' ? metadata.last_name : null;
  const name = typeof metadata.name === 'string' ? metadata.name : [first, last].filter(Boolean).join(' ') || null;
  return {
    user_id: row.user_id,
    company_id: row.company_id ?? null,
    email: typeof metadata.email === 'string' ? metadata.email : null,
    name,
    first_name: first,
    last_name: last,
    first_seen_time: iso(row.first_seen_time),
    last_seen_time: iso(row.last_seen_time),
    modified_time: iso(row.modified_time ?? row.updated_at),
    ip_address: row.ip_address ?? null,
    user_agent_string: row.user_agent_string ?? null,
    session_token: row.session_tokens ?? [],
    campaign: parsed(row.campaign),
    metadata,
    body: metadata,
    app_id: row.app_id,
    org_id: row.org_id,
  };
}

/** The company document from an app_companies row. */
export function companyDocument(row: Record<string, unknown>): ProfileDocument {
  const metadata = metadataOf(row);
  return {
    company_id: row.company_id,
    company_domain: row.company_domain ?? null,
    first_seen_time: iso(row.first_seen_time),
    last_seen_time: iso(row.last_seen_time),
    modified_time: iso(row.modified_time ?? row.updated_at),
    ip_address: row.ip_address ?? null,
    session_token: row.session_tokens ?? [],
    campaign: parsed(row.campaign),
    metadata,
    body: metadata,
    app_id: row.app_id,
    org_id: row.org_id,
  };
}

/** A subscription as listed on its company. */
export function subscriptionDocument(row: Record<string, unknown>): ProfileDocument {
  return {
    subscription_id: row.subscription_id,
    company_id: row.company_id,
    status: row.status,
    current_period_start: iso(row.current_period_start),
    current_period_end: iso(row.current_period_end),
    items: parsed(row.items) ?? [],
    metadata: parsed(row.metadata) ?? {},
    app_id: row.app_id,
  };
}
