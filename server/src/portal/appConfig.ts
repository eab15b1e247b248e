import type { SqlRunner } from '../storage/duckdb/database';
import { findApp } from './appsRepository';

/** One regex sampling rule: conditions AND-ed, groups OR-ed (wire-compat 1.6). */
export interface RegexSampling {
  conditions: Array<{ path: string; value: string }>;
  sample_rate: number;
}

/** Per-app configuration served to SDKs (GET /collector/v1/config) and edited in the portal. */
export interface AppConfig {
  /** Percent of events kept, 0-100. */
  sample_rate: number;
  /** user id -> percent; wins over the company and global rates. */
  user_sample_rate: Record<string, number>;
  /** company id -> percent; wins over the global rate. */
  company_sample_rate: Record<string, number>;
  /** Sampling by request properties. */
  regex_config: RegexSampling[];
  /** Request/response bodies are stored when true. */
  log_body: boolean;
}

/** Configuration of an app that was never edited. */
export const DEFAULT_APP_CONFIG: AppConfig = { sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, regex_config: [], log_body: true };

/** Reads an app's configuration with defaults filled in; undefined if the app is not in that organization. */
export async function readAppConfig(db: SqlRunner, orgId: string, appId: string): Promise<AppConfig | undefined> {
  const app = await findApp(db, orgId, appId);
  if (!app) return undefined;
  const stored = JSON.parse(app.config) as Partial<AppConfig>;
  return { ...DEFAULT_APP_CONFIG, ...stored };
}
