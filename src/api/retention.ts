/** Calls on an organization's data retention (/api/portal/{org}/retention). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** How long an organization keeps its events. */
export interface RetentionSettings {
  /** Days kept now: the choice, capped by the plan. */
  retention_days: number;
  /** The organization's choice; null keeps the plan's maximum. */
  chosen_days: number | null;
  /** Longest the plan allows, and the shortest allowed. */
  max_days: number;
  min_days: number;
  plan_id: string;
  plan_name: string;
}

const retentionPath = (orgId: string) => `/portal/${encodeURIComponent(orgId)}/retention`;

/** GET /portal/{org}/retention. */
export const requestRetention = (orgId: string, options?: RequestOptions): Promise<ApiResult<RetentionSettings>> =>
  apiClient.get<RetentionSettings>(retentionPath(orgId), options);

/** PUT /portal/{org}/retention: days within the plan's limit, or null for the plan's maximum. */
export const requestUpdateRetention = (orgId: string, days: number | null, options?: RequestOptions): Promise<ApiResult<RetentionSettings>> =>
  apiClient.put<RetentionSettings>(retentionPath(orgId), { ...options, data: { retention_days: days } });
