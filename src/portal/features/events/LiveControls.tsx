import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { livePaused, liveResumed, liveRowsShown, selectLiveTail } from './liveTailSlice';
import { samplingText } from './liveTailRules';

/** Props of {@link LiveControls}. */
export interface LiveControlsProps {
  /** Whether Live is switched on. */
  on: boolean;
  onToggle: () => void;
}

/** What the live state reads as: `Live`, `Connecting…`, `Reconnecting…`. */
function statusText(status: string, paused: boolean, heldCount: number): string {
  if (status === 'connecting') return 'Connecting…';
  if (status === 'reconnecting') return 'Connection lost: reconnecting…';
  if (paused) return heldCount === 0 ? 'Paused' : `Paused: ${heldCount.toLocaleString('en-US')} new ${heldCount === 1 ? 'event' : 'events'}`;
  return 'Live: new events appear on top';
}

/** The "Live" switch, Pause / Resume, the connection state and the sampling notice of the event log. */
export function LiveControls({ on, onToggle }: LiveControlsProps) {
  const dispatch = useAppDispatch();
  const live = useAppSelector(selectLiveTail);
  const resume = () => {
    if (live.held.length > 0) dispatch(liveRowsShown(live.held));
    dispatch(liveResumed());
  };
  return (
    <div className="event-live">
      <div className="event-live__bar">
        <Button variant={on ? 'primary' : 'secondary'} aria-pressed={on} onClick={onToggle} className="event-live__toggle">
          <span className={`event-live__dot${on && live.status === 'live' && !live.paused ? ' event-live__dot--on' : ''}`} aria-hidden="true" />
          Live
        </Button>
        {on ? (
          <>
            <Button variant="secondary" onClick={live.paused ? resume : () => dispatch(livePaused())}>
              {live.paused ? 'Resume' : 'Pause'}
            </Button>
            <p className="event-live__status" role="status">
              {statusText(live.status, live.paused, live.heldCount)}
            </p>
          </>
        ) : null}
      </div>
      {on && live.status === 'reconnecting' && live.error ? <p className="event-live__error">{live.error}.</p> : null}
      {on && live.sampling ? (
        <p className="event-live__notice" role="status">
          <strong>Sampled. </strong>
          {samplingText(live.sampling)}
        </p>
      ) : null}
      {on && live.dropped > 0 ? (
        <p className="event-live__notice">
          {live.dropped.toLocaleString('en-US')} {live.dropped === 1 ? 'event was' : 'events were'} skipped because the page could not keep up.
        </p>
      ) : null}
    </div>
  );
}
