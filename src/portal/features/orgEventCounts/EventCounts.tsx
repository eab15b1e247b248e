import { Button } from '@/components/Button';
import { COUNT_WINDOWS, useEventCounts, type CountState } from './useEventCounts';

const numberFormat = new Intl.NumberFormat('en-US');

function CountValue({ state }: { state: CountState }) {
  if (state.status === 'loading') return <span className="account-counts__pending">Loading…</span>;
  if (state.status === 'error') return <span className="account-counts__error">Not available: {state.message}</span>;
  return (
    <>
      <span className="account-counts__number">{numberFormat.format(state.total)}</span>{' '}
      {state.total === 1 ? 'API call' : 'API calls'}
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
  const { counts, refresh } = useEventCounts(orgId, appId);
  const busy = COUNT_WINDOWS.some((window) => counts[window.key]?.status === 'loading');
  return (
    <div className="account-counts">
      <dl className="account-counts__list" aria-busy={busy}>
        {COUNT_WINDOWS.map((window) => (
          <div key={window.key} className="account-counts__item">
            <dt>{window.label}</dt>
            <dd>
              <CountValue state={counts[window.key] ?? { status: 'loading' }} />
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
