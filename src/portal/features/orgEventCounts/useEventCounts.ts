import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { requestEventCount, type SearchWindow } from '@/api/search';
import { COUNT_EVENTS } from './accountActions';

/** A window the account home counts API calls over. */
export interface CountWindow extends SearchWindow {
  key: string;
  label: string;
}

/** The two windows shown for every app. */
export const COUNT_WINDOWS: readonly CountWindow[] = [
  { key: 'day', label: 'Last 24 hours', from: '-24h', to: 'now' },
  { key: 'month', label: 'Last 30 days', from: '-30d', to: 'now' },
];

/** The count of one window. */
export type CountState = { status: 'loading' } | { status: 'loaded'; total: number } | { status: 'error'; message: string };

const allLoading = (): Record<string, CountState> =>
  Object.fromEntries(COUNT_WINDOWS.map((window) => [window.key, { status: 'loading' } as CountState]));

/** Counts an app's API calls over each window of COUNT_WINDOWS; `refresh` counts again. */
export function useEventCounts(orgId: string, appId: string): { counts: Record<string, CountState>; refresh: () => void } {
  const dispatch = useAppDispatch();
  const [counts, setCounts] = useState<Record<string, CountState>>(allLoading);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    COUNT_WINDOWS.forEach((window) => {
      const promise = () => requestEventCount(orgId, appId, window, { silent: true });
      void dispatch({ types: COUNT_EVENTS.types, promise, meta: { orgId, appId, window: window.key } }).then((result) => {
        if (!active) return;
        const total = result.response?.data?.hits?.total;
        const next: CountState =
          !result.error && typeof total === 'number'
            ? { status: 'loaded', total }
            : { status: 'error', message: toPlainError(result.error).message };
        setCounts((current) => ({ ...current, [window.key]: next }));
      });
    });
    return () => {
      active = false;
    };
  }, [dispatch, orgId, appId, generation]);

  const refresh = useCallback(() => {
    setCounts(allLoading());
    setGeneration((value) => value + 1);
  }, []);
  return { counts, refresh };
}
