import { useCallback, useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { countAppEvents } from './orgEventCountsActions';
import { COUNT_WINDOWS, countKey } from './orgEventCountsRules';
import type { EventCountEntry } from './orgEventCountsSlice';

const numberFormat = new Intl.NumberFormat('en-US');

function CountValue({ entry }: { entry: EventCountEntry | undefined }) {
  if (entry?.status === 'failed') return <span className="account-counts__error">Not available: {entry.error?.message}</span>;
  if (!entry || entry.status !== 'loaded' || entry.total === null) return <span className="account-counts__pending">Loading…</span>;
  return (
    <>
      <span className="account-counts__number">{numberFormat.format(entry.total)}</span> {entry.total === 1 ? 'API call' : 'API calls'}
    </>
  );
}

/** Props of {@link EventCounts}. */
export interface EventCountsProps {
  orgId: string;
  appId: string;
  appName: string;
}

/** The number of API calls an app logged in the last 24 hours and the last 30 days, with a refresh button. */
export function EventCounts({ orgId, appId, appName }: EventCountsProps) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(
    (state) => COUNT_WINDOWS.map((window) => state.orgEventCounts?.[countKey(orgId, appId, window.key)]),
    shallowEqual,
  );
  const refresh = useCallback(() => {
    COUNT_WINDOWS.forEach((window) => void dispatch(countAppEvents(orgId, appId, window)));
  }, [dispatch, orgId, appId]);
  useEffect(() => refresh(), [refresh]);
  const busy = entries.some((entry) => !entry || entry.status === 'loading');
  return (
    <div className="account-counts">
      <dl className="account-counts__list" aria-busy={busy}>
        {COUNT_WINDOWS.map((window, index) => (
          <div key={window.key} className="account-counts__item">
            <dt>{window.label}</dt>
            <dd>
              <CountValue entry={entries[index]} />
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="ghost" className="account-counts__refresh" onClick={refresh} disabled={busy} aria-label={`Refresh counts for ${appName}`}>
        Refresh
      </Button>
    </div>
  );
}
