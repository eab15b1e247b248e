import { createHash } from 'node:crypto';
import type { AppRow } from '../portal/appsRepository';
import { appConfigOf, type RegexSampling } from '../portal/appConfig';
import type { MaskRules } from './masking';

/** The sampling/governance configuration SDKs fetch from GET /v1/config (wire-compat 1.6). */
export interface CollectorAppConfig {
  /** Percent of events to keep, 0-100. */
  sample_rate: number;
  /** user id -> percent. */
  user_sample_rate: Record<string, number>;
  /** company id -> percent. */
  company_sample_rate: Record<string, number>;
  /** user id -> governance rule values (no governance rules yet: empty). */
  user_rules: Record<string, unknown>;
  /** company id -> governance rule values (no governance rules yet: empty). */
  company_rules: Record<string, unknown>;
  /** Regex-based sampling groups (the portal's per-route rates). */
  regex_config: RegexSampling[];
}

/**
 * The one assembler of GET /v1/config: every input SDKs act on (the app's global, per-user, per-company and per-route
 * rates; later cohort rates and governance rule values) goes through here, and the ETag is a hash of its output, so
 * it changes whenever any input does.
 */
export function collectorConfigOf(app: AppRow): CollectorAppConfig {
  const config = appConfigOf(app);
  return {
    sample_rate: config.sample_rate,
    user_sample_rate: config.user_sample_rate,
    company_sample_rate: config.company_sample_rate,
    user_rules: {},
    company_rules: {},
    regex_config: config.regex_config,
  };
}

/** ETag of a configuration: SDKs re-fetch the config when the value on an event response changes. */
export function configEtag(config: CollectorAppConfig): string {
  return createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 32);
}

/** Whether the app stores request and response bodies (portal setting log_body; default true). */
export function storesBodies(app: AppRow): boolean {
  return appConfigOf(app).log_body;
}

/** The app's masking rules (portal settings mask_headers and mask_body_fields). */
export function maskRulesOf(app: AppRow): MaskRules {
  const config = appConfigOf(app);
  return { headers: config.mask_headers, bodyFields: config.mask_body_fields };
}
