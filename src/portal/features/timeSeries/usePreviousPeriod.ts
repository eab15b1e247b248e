import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import type { PlainError } from '@/app/store/loadable';
import type { QueryModel } from '@/portal/shared/queryModel';
import { alignPrevious, previousRequest, previousWindow, topGroupKeys, withComparison } from './compareRules';
import { loadPreviousPeriod } from './timeSeriesActions';
import { buildSeries, seriesKey, type SeriesSet } from './timeSeriesRules';
import { selectPreviousPeriod } from './timeSeriesSlice';

/** Where the previous period stands: not asked for, loading, failed (with the reason) or merged into the series. */
export type PreviousPeriodStatus = { kind: 'off' } | { kind: 'loading' } | { kind: 'failed'; error: PlainError | null } | { kind: 'loaded' };

/** What {@link usePreviousPeriod} gives the screen. */
export interface PreviousPeriod {
  /** The view's series, with the previous period and change columns once loaded. */
  set: SeriesSet;
  status: PreviousPeriodStatus;
  /** Asks for the previous period again (after a failure). */
  retry: () => void;
}

/**
 * "Compare to previous period": once the view's answer is in (a grouped view needs its top series), loads the same
 * search over the window before, and merges its values, aligned to the view's times, into the series.
 */
export function usePreviousPeriod(orgId: string | undefined, appId: string | undefined, model: QueryModel, set: SeriesSet, enabled: boolean): PreviousPeriod {
  const dispatch = useAppDispatch();
  const top = topGroupKeys(model, set);
  const topKey = JSON.stringify(top);
  // The request only changes with the model and the top series' keys, not with every new answer object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => (enabled ? previousRequest(model, top) : null), [enabled, model, topKey]);
  const state = useAppSelector(selectPreviousPeriod);
  const retry = useCallback(() => {
    if (orgId && appId && request) void dispatch(loadPreviousPeriod(orgId, appId, request));
  }, [dispatch, orgId, appId, request]);
  useEffect(() => retry(), [retry]);

  const mine = Boolean(orgId && appId && request && state.key === seriesKey(orgId as string, appId as string, request));
  const compared = useMemo(() => {
    const span = previousWindow(model.range);
    if (!mine || !request?.histogram || !state.aggregations || !span) return set;
    const previous = buildSeries(state.aggregations, model, request.histogram);
    return withComparison(set, alignPrevious(set, previous, span.durationMs, request.histogram.interval));
  }, [mine, request, state.aggregations, model, set]);

  let status: PreviousPeriodStatus;
  if (!enabled) status = { kind: 'off' };
  else if (mine && state.status === 'failed') status = { kind: 'failed', error: state.error };
  else if (mine && state.status === 'loaded') status = { kind: 'loaded' };
  else status = { kind: 'loading' };
  return { set: compared, status, retry };
}
