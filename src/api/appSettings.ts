/** Calls of the app settings screen (/api/portal, SPEC section 7): the per-app config, default app, URL encoder. */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** One per-route (regex) sampling rule as SDKs read it: conditions AND-ed, rules OR-ed. */
export interface RegexSamplingRule {
  /** `path` is the event field (`request.route` for routes); `value` a regular expression. */
  conditions: Array<{ path: string; value: string }>;
  /** Percent of matching events kept, 0-100. */
  sample_rate: number;
}

/** An app's configuration (GET/POST /portal/{org}/configs). */
export interface AppConfig {
  app_id: string;
  /** Percent of events the SDKs keep, 0-100. */
  sample_rate: number;
  /** user id -> percent; wins over the company and global rates. */
  user_sample_rate: Record<string, number>;
  /** company id -> percent; wins over the global rate. */
  company_sample_rate: Record<string, number>;
  /** Per-route rates (`request.route` regular expressions). */
  regex_config: RegexSamplingRule[];
  /** Request and response bodies are stored when true. */
  log_body: boolean;
  /** Header names whose values are stored as `*****`. */
  mask_headers: string[];
  /** Dot paths of JSON body fields stored as `*****`. */
  mask_body_fields: string[];
}

/** The fields of the config that can be changed (any subset). */
export type AppConfigChanges = Partial<Omit<AppConfig, 'app_id'>>;

/** What POST /portal/url_encoder answers (SPEC section 3 "encoded URL"). */
export interface EncodedUrl {
  /** Scheme and host of the URL sent. */
  originalUrl: string;
  /** The same, URI-encoded. */
  encodedUrl: string;
}

/** What POST /portal/{org}/apps/{app}/default answers. */
export interface DefaultAppSet {
  org_id: string;
  app_id: string;
  email: string;
}

const orgPath = (orgId: string) => `/portal/${encodeURIComponent(orgId)}`;

/** GET /portal/{org}/configs?app_id: the app's configuration. */
export const requestAppConfig = (orgId: string, appId: string, options?: RequestOptions): Promise<ApiResult<AppConfig>> =>
  apiClient.get<AppConfig>(`${orgPath(orgId)}/configs`, { ...options, params: { app_id: appId } });

/** POST /portal/{org}/configs {app_id, ...changes}: answers the whole configuration. */
export const requestSaveAppConfig = (orgId: string, appId: string, changes: AppConfigChanges, options?: RequestOptions): Promise<ApiResult<AppConfig>> =>
  apiClient.post<AppConfig>(`${orgPath(orgId)}/configs`, { ...options, data: { app_id: appId, ...changes } });

/** POST /portal/{org}/apps/{app}/default {email}: makes the app the member's default app. */
export const requestMakeDefaultApp = (orgId: string, appId: string, email: string, options?: RequestOptions): Promise<ApiResult<DefaultAppSet>> =>
  apiClient.post<DefaultAppSet>(`${orgPath(orgId)}/apps/${encodeURIComponent(appId)}/default`, { ...options, data: { email } });

/** POST /portal/url_encoder {url}: the URL's scheme and host, and their encoding (path and query dropped). */
export const requestEncodeUrl = (url: string, options?: RequestOptions): Promise<ApiResult<EncodedUrl>> =>
  apiClient.post<EncodedUrl>('/portal/url_encoder', { ...options, data: { url } });
