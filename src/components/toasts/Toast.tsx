import { useCallback, useEffect, useId, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../app/store/hooks';
import { dismiss, type AppNotification } from '../../app/store/notificationsSlice';

/** Errors and warnings interrupt (role alert); success and info wait for a pause (role status). */
export function roleOf(kind: AppNotification['kind']): 'alert' | 'status' {
  return kind === 'error' || kind === 'warning' ? 'alert' : 'status';
}

/** One notification: title, message and a dismiss button; disappears after its duration unless that is null. */
export function Toast({ notification }: { notification: AppNotification }) {
  const { id, kind, title, message, durationMs, width } = notification;
  const dispatch = useAppDispatch();
  const titleId = useId();
  const close = useCallback(() => dispatch(dismiss(id)), [dispatch, id]);

  useEffect(() => {
    if (durationMs === null) return undefined;
    const timer = setTimeout(close, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div role={roleOf(kind)} aria-labelledby={titleId} className={`toast toast--${kind}`} style={{ width }}>
      <div className="toast__body">
        <p id={titleId} className="toast__title">
          {title}
        </p>
        {message ? <p className="toast__message">{message}</p> : null}
      </div>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={`Dismiss notification: ${title}`}
        onClick={close}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
