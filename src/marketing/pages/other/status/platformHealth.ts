import type { ApiResult } from '@/api/client';

/** What the status page can say about the platform. */
export type PlatformState = 'operational' | 'degraded' | 'unreachable';

/** One health check: the state, what was observed, and when. */
export interface HealthCheck {
  state: PlatformState;
  /** Human-readable detail, e.g. 'The health endpoint answered HTTP 503.' */
  detail: string;
  checkedAt: Date;
}

/** How often the page re-checks while open. */
export const HEALTH_REFRESH_MS = 60_000;

/**
 * GET /health through the API client, which is imported on demand so the other pages of this chunk (the support
 * plugins) do not download it. A client that cannot be fetched counts as no answer.
 */
async function requestHealth(origin: string): Promise<ApiResult<{ status?: string }>> {
  try {
    const { apiClient } = await import('@/api/client');
    return await apiClient.get<{ status?: string }>(`${origin}/health`, { silent: true, disableAutoLogout: true });
  } catch {
    return { path: `${origin}/health`, error: { status: 0, message: 'The page could not load its network code' } };
  }
}

/**
 * Asks the platform's own health endpoint (GET /health on this site). 200 with {status: 'ok'} is operational;
 * any other answer is degraded; no answer at all is unreachable (which may also be the visitor's network).
 */
export async function checkPlatformHealth(origin: string = window.location.origin): Promise<HealthCheck> {
  const result = await requestHealth(origin);
  const checkedAt = new Date();
  if (result.response && !result.error) {
    return result.response.data?.status === 'ok'
      ? { state: 'operational', detail: 'All systems are answering normally.', checkedAt }
      : { state: 'degraded', detail: `The health endpoint reported "${String(result.response.data?.status ?? 'unknown')}".`, checkedAt };
  }
  const status = result.error?.status ?? 0;
  if (status > 0) {
    return { state: 'degraded', detail: `The health endpoint answered HTTP ${status}.`, checkedAt };
  }
  return {
    state: 'unreachable',
    detail: 'Your browser could not reach the platform. This can also be caused by your own network connection.',
    checkedAt,
  };
}
