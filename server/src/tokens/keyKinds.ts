/** What an API key is for. Collector kinds only send data; management kinds call the API within their scopes. */
export type KeyKind = 'collector' | 'publishable' | 'management' | 'plugin';

/** Every key kind, in the order the keys screen offers them. */
export const KEY_KINDS: readonly KeyKind[] = ['management', 'collector', 'publishable', 'plugin'];

/** Scope of every collector key: write-only ingestion. */
export const COLLECTOR_SCOPES = ['create:events'];
/** Scopes of the plugin key (SPEC section 6): gateway plugins read user profiles and their view config. */
export const PLUGIN_SCOPES = ['read:users', 'read:profile_view_config'];

/** A management or plugin key expires after this many days unless another expiry is chosen. */
export const DEFAULT_MANAGEMENT_EXPIRY_DAYS = 365;
/** The latest expiry a management or plugin key may have, in days from its creation. */
export const MAX_MANAGEMENT_EXPIRY_DAYS = 730;

/** True for the kinds that only write through the collector (X-Moesif-Application-Id). */
export function isCollectorKind(kind: KeyKind): boolean {
  return kind === 'collector' || kind === 'publishable';
}

/** True if the value is a key kind. */
export function isKeyKind(value: unknown): value is KeyKind {
  return typeof value === 'string' && (KEY_KINDS as readonly string[]).includes(value);
}
