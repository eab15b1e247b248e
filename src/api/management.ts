/** Calls on the signed-in user's own account (/api/management, SPEC section 7). */
import { apiClient, type ApiResult } from './client';
import type { UserProfile } from './profile';

/** POST /management/profile with the fields to change; answers the updated fields. */
export const requestProfileUpdate = (fields: Partial<UserProfile>): Promise<ApiResult<Partial<UserProfile>>> =>
  apiClient.post<Partial<UserProfile>>('/management/profile', { data: fields });

/** PATCH /management/onboard/{id}: marks the user as onboarded. */
export const requestOnboarded = (userId: string): Promise<ApiResult> =>
  apiClient.patch(`/management/onboard/${encodeURIComponent(userId)}`);
