import { apiClient } from '../../../../api/client';

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
 * Asks the platform's own health endpoint (GET /health on this site). 200 with {status: 'ok'} is operational;
 * any other answer is degraded; no answer at all is unreachable (which may also be the visitor's network).
 */
export async function checkPlatformHealth(origin: string = window.location.origin): Promise<HealthCheck> {
  const result = await apiClient.get<{ status?: string }>(`${origin}/health`, { silent: true, disableAutoLogout: true });
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
