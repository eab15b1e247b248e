import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { dismiss, type AppNotification } from './notificationsSlice';

/** Errors and warnings interrupt (role alert); success and info wait for a pause (role status). */
export function roleOf(kind: AppNotification['kind']): 'alert' | 'status' {
  return kind === 'error' || kind === 'warning' ? 'alert' : 'status';
}

/**
 * One notification: title, message and a dismiss button. It disappears after its duration (unless that is null);
 * the countdown pauses while the pointer or keyboard focus is on it and starts over when they leave.
 */
export function Toast({ notification }: { notification: AppNotification }) {
  const { id, kind, title, message, durationMs, width } = notification;
  const dispatch = useAppDispatch();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = useCallback(() => dispatch(dismiss(id)), [dispatch, id]);

  /** Dismisses from the keyboard or pointer, handing focus to a neighbouring toast so keyboard users keep their place. */
  const closeByUser = () => {
    const element = ref.current;
    const hadFocus = element?.contains(document.activeElement) ?? false;
    const buttons = Array.from(element?.parentElement?.querySelectorAll<HTMLButtonElement>('.toast__dismiss') ?? []);
    const own = buttons.findIndex((button) => element?.contains(button));
    const neighbour = buttons[own + 1] ?? buttons[own - 1];
    close();
    if (hadFocus) neighbour?.focus();
  };

  // Pausing is not an interaction with the toast, so it listens on the element rather than offering handlers.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const listeners: Array<[string, () => void]> = [
      ['mouseenter', () => setHovered(true)],
      ['mouseleave', () => setHovered(false)],
      ['focusin', () => setFocused(true)],
      ['focusout', () => setFocused(false)],
    ];
    listeners.forEach(([type, listener]) => element.addEventListener(type, listener));
    return () => listeners.forEach(([type, listener]) => element.removeEventListener(type, listener));
  }, []);

  useEffect(() => {
    if (durationMs === null || hovered || focused) return undefined;
    const timer = setTimeout(close, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, hovered, focused, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeByUser();
    }
  };

  return (
    <div
      ref={ref}
      role={roleOf(kind)}
      aria-labelledby={titleId}
      className={`toast toast--${kind}`}
      style={{ width }}
    >
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
        onClick={closeByUser}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
