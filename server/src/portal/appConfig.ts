import type { AppRow } from './appsRepository';

/** One regex sampling rule: conditions AND-ed, groups OR-ed (wire-compat 1.6). */
export interface RegexSampling {
  conditions: Array<{ path: string; value: string }>;
  sample_rate: number;
}

/** Per-app configuration edited in the portal: sampling (served to SDKs by GET /collector/v1/config) and ingest rules. */
export interface AppConfig {
  /** Percent of events kept, 0-100. */
  sample_rate: number;
  /** user id -> percent; wins over the company and global rates. */
  user_sample_rate: Record<string, number>;
  /** company id -> percent; wins over the global rate. */
  company_sample_rate: Record<string, number>;
  /** Sampling by request properties (per-route rates: path `request.route`, value a regular expression). */
  regex_config: RegexSampling[];
  /** Request/response bodies are stored when true. */
  log_body: boolean;
  /** Header names (any case) whose values are replaced by MASK_VALUE at ingest, in requests and responses. */
  mask_headers: string[];
  /** Dot paths into JSON bodies (`password`, `card.number`; arrays apply to each item) masked at ingest. */
  mask_body_fields: string[];
}

/** What a masked header or body field is stored as. */
export const MASK_VALUE = '*****';

/** Configuration of an app that was never edited. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, regex_config: [], log_body: true, mask_headers: [], mask_body_fields: [],
};

const isRate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;
const isRateMap = (v: unknown): v is Record<string, number> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(isRate);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isRegexList = (v: unknown): v is RegexSampling[] =>
  Array.isArray(v) && v.every((g) => g && typeof g === 'object' && isRate((g as RegexSampling).sample_rate) && Array.isArray((g as RegexSampling).conditions));

function storedJson(app: AppRow): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(app.config || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The app's configuration: the stored JSON over the defaults, each key kept only when it has the right shape. The
 * one reader of `apps.config`: the portal's configs calls and the collector (sampling, body capture, masking) use it.
 */
export function appConfigOf(app: AppRow): AppConfig {
  const cached = parsed.get(app);
  if (cached) return cached;
  const config = parse(app);
  parsed.set(app, config);
  return config;
}

/** Parsed configs by app row: the collector reads the config several times per request from one cached row. */
const parsed = new WeakMap<AppRow, AppConfig>();

function parse(app: AppRow): AppConfig {
  const s = storedJson(app);
  return {
    sample_rate: isRate(s.sample_rate) ? s.sample_rate : DEFAULT_APP_CONFIG.sample_rate,
    user_sample_rate: isRateMap(s.user_sample_rate) ? s.user_sample_rate : {},
    company_sample_rate: isRateMap(s.company_sample_rate) ? s.company_sample_rate : {},
    regex_config: isRegexList(s.regex_config) ? s.regex_config : [],
    log_body: s.log_body !== false,
    mask_headers: isStringList(s.mask_headers) ? s.mask_headers : [],
    mask_body_fields: isStringList(s.mask_body_fields) ? s.mask_body_fields : [],
  };
}
