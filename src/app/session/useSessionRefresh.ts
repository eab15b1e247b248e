import { useEffect } from 'react';
import { tokenExpiryMs } from '@/api/session';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { selectToken } from './authSlice';
import { refreshToken } from './authThunks';
import { refreshDelay } from './sessionRefreshRules';

/**
 * Keeps an active session alive: refreshes the identity token silently a few minutes before it expires (SPEC
 * section 4 token-refresh transitions; the refresh stores the new token and `refresh_date`). Each new token
 * schedules the next refresh; a failed refresh leaves the session to the error policy's 401 rule.
 */
export function useSessionRefresh(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  useEffect(() => {
    if (!token) return undefined;
    let expiresAt: number | null;
    try {
      expiresAt = tokenExpiryMs(token);
    } catch {
      // A malformed token cannot be refreshed; the next call's 401 ends the session.
      expiresAt = null;
    }
    const delay = refreshDelay(expiresAt);
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => void dispatch(refreshToken()), delay);
    return () => window.clearTimeout(timer);
  }, [dispatch, token]);
}
