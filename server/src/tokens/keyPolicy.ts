import type { Principal } from '../auth/guard';
import { isScope, RESOURCES, roleAllows, scopesOfRole } from '../auth/roles';
import { badRequest } from '../http/errors';
import { COLLECTOR_SCOPES, DEFAULT_MANAGEMENT_EXPIRY_DAYS, isCollectorKind, MAX_MANAGEMENT_EXPIRY_DAYS, PLUGIN_SCOPES, type KeyKind } from './keyKinds';

const DAY_MS = 86_400_000;
const VERBS = ['read', 'create', 'update', 'delete'] as const;

/** Every scope over the known resources, verb by verb. */
export const ALL_SCOPES: string[] = VERBS.flatMap((verb) => RESOURCES.map((r) => `${verb}:${r}`));

/** Whether the principal holds the scope in the organization (a member by role, a management key by its list). */
export function heldBy(principal: Principal, orgId: string, scope: string): boolean {
  if (principal.kind === 'management') return principal.scopes === 'all' || principal.scopes.includes(scope);
  const role = principal.orgRoles?.[orgId];
  return role !== undefined && roleAllows(role, scope);
}

/** The scopes the principal may put on a new key in the organization (the scope picker offers only these). */
export function grantableScopes(principal: Principal, orgId: string): string[] {
  if (principal.kind === 'management') return principal.scopes === 'all' ? ALL_SCOPES : principal.scopes.filter(isScope);
  const role = principal.orgRoles?.[orgId];
  if (!role) return [];
  const held = scopesOfRole(role);
  return held === 'all' ? ALL_SCOPES : held;
}

/** Parses a space-, comma- or plus-separated scope list; 400 naming the invalid ones. */
export function parseScopeList(scope: string | string[] | undefined): string[] {
  const raw = Array.isArray(scope) ? scope : (scope ?? '').split(/[\s,+]+/);
  const scopes = [...new Set(raw.map((s) => s.trim()).filter(Boolean))];
  if (scopes.length === 0) throw badRequest('scope is required for a management token, e.g. scope=read:events read:users');
  const invalid = scopes.filter((s) => !isScope(s));
  if (invalid.length > 0) throw badRequest(`Invalid scope(s): ${invalid.join(', ')}; each scope has the form read|create|update|delete:resource`);
  return scopes;
}

/** The scopes a key of this kind carries: fixed for collector and plugin keys, the requested ones for management keys. */
export function scopesOfKind(kind: KeyKind, requested: string | string[] | undefined): string[] {
  if (isCollectorKind(kind)) return COLLECTOR_SCOPES;
  if (kind === 'plugin') return PLUGIN_SCOPES;
  return parseScopeList(requested);
}

/** Parses an ISO date-time into epoch milliseconds; 400 unless it is a date in the future. */
export function parseExpiration(expiration: string, now: number): number {
  const at = Date.parse(expiration);
  if (Number.isNaN(at)) throw badRequest(`expiration must be an ISO date-time, e.g. 2030-01-01T00:00:00Z; got '${expiration}'`);
  if (at <= now) throw badRequest('expiration must be in the future');
  return at;
}

/**
 * The expiry of a new key in epoch milliseconds, or undefined for none.
 * `requested`: undefined for the kind's default, null for "never", or an ISO date-time.
 * Collector keys (embedded in SDKs) never expire by default. Management and plugin keys read and change data, so they
 * always expire: after DEFAULT_MANAGEMENT_EXPIRY_DAYS by default, at most MAX_MANAGEMENT_EXPIRY_DAYS ahead. A key made
 * by another key never outlives it (the default is cut to the parent's expiry; a later explicit date is refused).
 */
export function expiryOf(kind: KeyKind, requested: string | null | undefined, now: number, parentExpiresAt?: number): number | undefined {
  const managed = !isCollectorKind(kind);
  let at: number | undefined;
  if (requested === null) {
    if (managed) throw badRequest(`Management and plugin keys must expire: choose a date within ${MAX_MANAGEMENT_EXPIRY_DAYS} days`);
  } else if (requested === undefined) {
    at = managed ? now + DEFAULT_MANAGEMENT_EXPIRY_DAYS * DAY_MS : undefined;
    if (parentExpiresAt !== undefined && (at === undefined || at > parentExpiresAt)) at = parentExpiresAt;
    return at;
  } else {
    at = parseExpiration(requested, now);
    if (managed && at > now + MAX_MANAGEMENT_EXPIRY_DAYS * DAY_MS) {
      throw badRequest(`Management and plugin keys expire within ${MAX_MANAGEMENT_EXPIRY_DAYS} days: choose an earlier date`);
    }
  }
  if (parentExpiresAt !== undefined && (at === undefined || at > parentExpiresAt)) {
    throw badRequest(`A key cannot outlive the key that creates it: choose an expiry on or before ${new Date(parentExpiresAt).toISOString()}`);
  }
  return at;
}

/** Parses an app limit (comma- or space-separated ids, or a list); undefined when empty. */
export function parseAppList(apps: string | string[] | undefined): string[] | undefined {
  const raw = Array.isArray(apps) ? apps : (apps ?? '').split(/[\s,]+/);
  const ids = [...new Set(raw.map((a) => a.trim()).filter(Boolean))];
  return ids.length > 0 ? ids : undefined;
}
