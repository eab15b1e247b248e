import { createHash } from 'node:crypto';
import type { AppRow } from '../portal/appsRepository';

/** The sampling/governance configuration SDKs fetch from GET /v1/config (wire-compat 1.6). */
export interface CollectorAppConfig {
  /** Percent of events to keep, 0-100. */
  sample_rate: number;
  /** user id -> percent. */
  user_sample_rate: Record<string, number>;
  /** company id -> percent. */
  company_sample_rate: Record<string, number>;
  /** user id -> governance rule values. */
  user_rules: Record<string, unknown>;
  /** company id -> governance rule values. */
  company_rules: Record<string, unknown>;
  /** Regex-based sampling groups. */
  regex_config: unknown[];
}

const DEFAULTS: CollectorAppConfig = {
  sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, user_rules: {}, company_rules: {}, regex_config: [],
};

function stored(app: AppRow): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(app.config || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The app's collector configuration: the stored per-app config over the defaults, limited to the documented keys. */
export function collectorConfigOf(app: AppRow): CollectorAppConfig {
  const config = stored(app);
  const pick = <K extends keyof CollectorAppConfig>(key: K, ok: (v: unknown) => boolean): CollectorAppConfig[K] =>
    (ok(config[key]) ? config[key] : DEFAULTS[key]) as CollectorAppConfig[K];
  const isMap = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  return {
    sample_rate: pick('sample_rate', (v) => typeof v === 'number' && v >= 0 && v <= 100),
    user_sample_rate: pick('user_sample_rate', isMap),
    company_sample_rate: pick('company_sample_rate', isMap),
    user_rules: pick('user_rules', isMap),
    company_rules: pick('company_rules', isMap),
    regex_config: pick('regex_config', Array.isArray),
  };
}

/** ETag of a configuration: SDKs re-fetch the config when the value on an event response changes. */
export function configEtag(config: CollectorAppConfig): string {
  return createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 32);
}

/** Whether the app stores request and response bodies (portal setting log_body; default true). */
export function storesBodies(app: AppRow): boolean {
  return stored(app).log_body !== false;
}
