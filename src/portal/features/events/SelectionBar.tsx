import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { CopyButton } from '@/portal/shared/CopyButton';
import { MAX_SHARED_EVENTS, canShare, shareLink } from './selectedEventsRules';
import { selectionCleared } from './selectedEventsSlice';

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  /** The checked event ids. */
  ids: string[];
  /** The origin and path of the event log, the base of the share link. */
  base: string;
}

/** The count of checked events, Clear, and "Share link" (a link that reopens the event log with exactly them). */
export function SelectionBar({ ids, base }: SelectionBarProps) {
  const dispatch = useAppDispatch();
  if (ids.length === 0) return null;
  return (
    <section className="event-selection" aria-label="Selected events">
      <p className="event-selection__count">
        {ids.length.toLocaleString('en-US')} {ids.length === 1 ? 'event' : 'events'} selected
      </p>
      {canShare(ids.length) ? (
        <CopyButton text={shareLink(base, ids)} label="Share link" name={`Share link to the ${ids.length} selected events`} />
      ) : (
        <p className="event-selection__limit">A link carries at most {MAX_SHARED_EVENTS} events: clear some to share.</p>
      )}
      <Button variant="ghost" onClick={() => dispatch(selectionCleared())}>
        Clear
      </Button>
    </section>
  );
}
