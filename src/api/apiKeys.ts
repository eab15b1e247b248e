/** Calls on an organization's API keys (/api/portal/{org}/keys): list, create (secret answered once), revoke. */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** What a key is for: collector keys only send data; management keys call the API within their scopes. */
export type ApiKeyKind = 'management' | 'collector' | 'publishable' | 'plugin';

/** Whether a key works now: suspended means its creator left or no longer holds its scopes. */
export type ApiKeyStatus = 'active' | 'revoked' | 'expired' | 'suspended';

/** A recorded API key (never its secret). */
export interface ApiKey {
  id: string;
  name: string;
  kind: ApiKeyKind;
  /** App a collector key writes to; the app a management key defaults to. */
  app_id: string;
  /** Granted scopes, e.g. read:events. */
  scopes: string[];
  /** Apps a management key is limited to; null for every app of the organization. */
  apps: string[] | null;
  /** The member who created the key. */
  creator: { user_id: string; email: string | null; name: string | null };
  /** ISO 8601 times; last use is recorded to the minute. */
  created_at: string;
  last_used_at: string | null;
  /** Null: never expires (collector keys only). */
  expires_at: string | null;
  revoked_at: string | null;
  status: ApiKeyStatus;
  /** Why the key does not work, for any status but active. */
  status_reason: string | null;
}

/** What GET /portal/{org}/keys answers. */
export interface ApiKeyList {
  keys: ApiKey[];
  /** Scopes the caller may put on a new key (the scope picker offers only these). */
  grantable_scopes: string[];
  /** Resources scopes are made of (the scope picker's rows). */
  resources: string[];
  /** True when the caller sees every key of the organization (Owners and Admins); else only their own. */
  all_keys: boolean;
}

/** What POST /portal/{org}/keys takes. */
export interface NewApiKey {
  name: string;
  kind: ApiKeyKind;
  /** App a collector key writes to; the app a management key defaults to. */
  app_id: string;
  /** Management keys: the scopes, each held by the caller. */
  scopes?: string[];
  /** Management keys: apps the key is limited to; empty for every app. */
  apps?: string[];
  /** ISO date-time; null for never (collector keys only); omitted for the kind's default (management: one year). */
  expires_at?: string | null;
}

/** What POST /portal/{org}/keys answers: the key and its secret, shown this once. */
export interface CreatedApiKey {
  key: ApiKey;
  secret: string;
}

const keysPath = (orgId: string) => `/portal/${encodeURIComponent(orgId)}/keys`;

/** GET /portal/{org}/keys: the keys the caller may see, with the scopes they may grant. */
export const requestApiKeys = (orgId: string, options?: RequestOptions): Promise<ApiResult<ApiKeyList>> =>
  apiClient.get<ApiKeyList>(keysPath(orgId), options);

/** POST /portal/{org}/keys: creates a key and answers its secret once. */
export const requestCreateApiKey = (orgId: string, key: NewApiKey, options?: RequestOptions): Promise<ApiResult<CreatedApiKey>> =>
  apiClient.post<CreatedApiKey>(keysPath(orgId), { ...options, data: key });

/** DELETE /portal/{org}/keys/{id}: revokes a key at once and answers it. */
export const requestRevokeApiKey = (orgId: string, keyId: string, options?: RequestOptions): Promise<ApiResult<{ key: ApiKey }>> =>
  apiClient.delete<{ key: ApiKey }>(`${keysPath(orgId)}/${encodeURIComponent(keyId)}`, options);
