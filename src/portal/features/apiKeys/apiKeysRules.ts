/** Pure rules of the API keys screen: labels, the scope grid, expiry choices and form validation. */
import { addDays, endOfDay, format, formatDistanceStrict } from 'date-fns';
import type { ApiKey, ApiKeyKind, ApiKeyStatus, NewApiKey } from '@/api/apiKeys';

/** The verbs of a scope, in the picker's column order. */
export const SCOPE_VERBS = ['read', 'create', 'update', 'delete'] as const;
/** A key name is at most this long. */
export const KEY_NAME_MAX_LENGTH = 100;
/** Management and plugin keys expire within this many days. */
export const MAX_MANAGEMENT_EXPIRY_DAYS = 730;

/** Kinds in the order the create dialog offers them, with what each is for. */
export const KEY_KINDS: ReadonlyArray<{ kind: ApiKeyKind; label: string; description: string }> = [
  { kind: 'management', label: 'Management', description: 'Calls the API with the scopes you choose, optionally only for some apps.' },
  { kind: 'collector', label: 'Collector', description: 'Sends API calls and events from your servers. Write-only.' },
  { kind: 'publishable', label: 'Publishable collector', description: 'A write-only collector key meant to be embedded in browser code.' },
  { kind: 'plugin', label: 'Plugin', description: 'For gateway plugins: reads users and their profile view config.' },
];

/** The label of a kind. */
export const kindLabel = (kind: ApiKeyKind): string => KEY_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;

/** True for kinds that only send data through the collector. */
export const isCollectorKind = (kind: ApiKeyKind): boolean => kind === 'collector' || kind === 'publishable';

const STATUS_LABELS: Record<ApiKeyStatus, string> = { active: 'Active', revoked: 'Revoked', expired: 'Expired', suspended: 'Suspended' };
/** The label of a status. */
export const statusLabel = (status: ApiKeyStatus): string => STATUS_LABELS[status];

/** A resource as people read it: alert_rules → Alert rules. */
export function resourceLabel(resource: string): string {
  const words = resource.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One row of the scope picker: a resource and, per verb, its scope if the caller may grant it (else null). */
export interface ScopeRow {
  resource: string;
  cells: Array<{ verb: (typeof SCOPE_VERBS)[number]; scope: string | null }>;
}

/** The picker's rows: resources with at least one scope the caller may grant (only those are offered). */
export function scopeRows(resources: string[], grantable: string[]): ScopeRow[] {
  const held = new Set(grantable);
  return resources
    .map((resource) => ({ resource, cells: SCOPE_VERBS.map((verb) => ({ verb, scope: held.has(`${verb}:${resource}`) ? `${verb}:${resource}` : null })) }))
    .filter((row) => row.cells.some((cell) => cell.scope !== null));
}

/** How long a new key lives: a preset, a chosen date, or never (collector keys only). */
export type ExpiryChoice = '30' | '90' | '365' | 'custom' | 'never';

/** The expiry choices of a kind, with the default first-class: one year for management and plugin keys, never for collector keys. */
export function expiryChoices(kind: ApiKeyKind): Array<{ value: ExpiryChoice; label: string }> {
  const presets: Array<{ value: ExpiryChoice; label: string }> = [
    { value: '30', label: '30 days' },
    { value: '90', label: '90 days' },
    { value: '365', label: isCollectorKind(kind) ? '1 year' : '1 year (default)' },
    { value: 'custom', label: 'On a date…' },
  ];
  return isCollectorKind(kind) ? [{ value: 'never', label: 'Never (default for collector keys)' }, ...presets] : presets;
}

/** The default expiry of a kind. */
export const defaultExpiry = (kind: ApiKeyKind): ExpiryChoice => (isCollectorKind(kind) ? 'never' : '365');

/** What the create dialog holds. */
export interface KeyForm {
  name: string;
  kind: ApiKeyKind;
  /** App a collector key writes to; the app a management key defaults to. */
  appId: string;
  scopes: string[];
  /** Limit a management key to `apps`. */
  limitApps: boolean;
  apps: string[];
  expiry: ExpiryChoice;
  /** yyyy-MM-dd, for a custom expiry. */
  expiryDate: string;
}

/** Field errors of the create dialog; empty when the form can be sent. */
export type KeyFormErrors = Partial<Record<'name' | 'scopes' | 'apps' | 'expiryDate', string>>;

/** Checks the form at `now`; answers one message per invalid field. */
export function validateKeyForm(form: KeyForm, now: Date): KeyFormErrors {
  const errors: KeyFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Give the key a name, e.g. "Billing export".';
  else if (name.length > KEY_NAME_MAX_LENGTH) errors.name = `Names are at most ${KEY_NAME_MAX_LENGTH} characters.`;
  if (form.kind === 'management') {
    if (form.scopes.length === 0) errors.scopes = 'Choose at least one scope.';
    if (form.limitApps && form.apps.length === 0) errors.apps = 'Choose at least one app, or allow every app.';
  }
  if (form.expiry === 'custom') {
    const at = form.expiryDate ? endOfDay(new Date(`${form.expiryDate}T00:00:00`)) : null;
    if (!at || Number.isNaN(at.getTime())) errors.expiryDate = 'Choose the date the key stops working.';
    else if (at.getTime() <= now.getTime()) errors.expiryDate = 'The expiry date must be in the future.';
    else if (!isCollectorKind(form.kind) && at.getTime() > addDays(now, MAX_MANAGEMENT_EXPIRY_DAYS).getTime()) {
      errors.expiryDate = `Management and plugin keys expire within ${MAX_MANAGEMENT_EXPIRY_DAYS} days: choose an earlier date.`;
    }
  }
  return errors;
}

/** The expiry to send: omitted for the one-year default of management and plugin keys, null for never. */
function expiresAt(form: KeyForm, now: Date): string | null | undefined {
  if (form.expiry === 'never') return null;
  if (form.expiry === 'custom') return endOfDay(new Date(`${form.expiryDate}T00:00:00`)).toISOString();
  if (form.expiry === '365' && !isCollectorKind(form.kind)) return undefined;
  return addDays(now, Number(form.expiry)).toISOString();
}

/** The request body of a valid form. */
export function toNewKey(form: KeyForm, now: Date): NewApiKey {
  const key: NewApiKey = { name: form.name.trim(), kind: form.kind, app_id: form.appId };
  if (form.kind === 'management') {
    key.scopes = form.scopes;
    key.apps = form.limitApps ? form.apps : [];
  }
  const expiry = expiresAt(form, now);
  if (expiry !== undefined) key.expires_at = expiry;
  return key;
}

/** A date as the list shows it, e.g. 24 Nov 2026. */
export const shortDate = (iso: string): string => format(new Date(iso), 'd MMM yyyy');

/** Last use as the list shows it: "Never used" or "5 minutes ago". */
export function lastUsedText(key: Pick<ApiKey, 'last_used_at'>, now: number): string {
  if (!key.last_used_at) return 'Never used';
  return formatDistanceStrict(new Date(key.last_used_at), now, { addSuffix: true });
}

/** Expiry as the list shows it: "Never", or the date. */
export const expiryText = (key: Pick<ApiKey, 'expires_at'>): string => (key.expires_at ? shortDate(key.expires_at) : 'Never');

/** The apps a key reaches, as names: its one app for collector keys, "All apps" for management keys without a limit. */
export function appsText(key: Pick<ApiKey, 'kind' | 'app_id' | 'apps'>, appNames: Record<string, string>): string {
  const name = (id: string) => appNames[id] ?? id;
  if (isCollectorKind(key.kind)) return name(key.app_id);
  return key.apps ? key.apps.map(name).join(', ') : 'All apps';
}

/** Who created a key, as the list shows it. */
export const creatorText = (key: Pick<ApiKey, 'creator'>): string => key.creator.name || key.creator.email || key.creator.user_id;

/** The kinds the caller may create: each needs its scopes among the grantable ones. */
export function availableKinds(grantable: string[]): ApiKeyKind[] {
  const held = new Set(grantable);
  return KEY_KINDS.map((entry) => entry.kind).filter((kind) => {
    if (isCollectorKind(kind)) return held.has('create:events');
    if (kind === 'plugin') return held.has('read:users') && held.has('read:profile_view_config');
    return held.size > 0;
  });
}
