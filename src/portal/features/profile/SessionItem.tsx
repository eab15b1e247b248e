import type { ActiveSession } from '@/api/sessions';
import { Button } from '@/components/Button';
import { addressOf, describeDevice, lastActiveText, signedInText } from './sessionsRules';

/** Props of {@link SessionItem}. */
export interface SessionItemProps {
  session: ActiveSession;
  /** Epoch ms the "last active" text is measured from. */
  now: number;
  /** Its sign-out is under way. */
  revoking: boolean;
  onSignOut: (sessionId: string) => void;
}

/** One active session: device, address and times; "This device" for the current one, "Sign out" for the others. */
export function SessionItem({ session, now, revoking, onSignOut }: SessionItemProps) {
  const device = describeDevice(session);
  const address = addressOf(session);
  return (
    <li className="session-item">
      <div className="session-item__text">
        <p className="session-item__device">
          {device}
          {session.current ? <span className="session-item__badge">This device</span> : null}
        </p>
        <p className="session-item__meta">
          <span>IP {address}</span>
          <time dateTime={session.last_seen_at}>{lastActiveText(session.last_seen_at, now)}</time>
          <time dateTime={session.created_at}>{signedInText(session.created_at)}</time>
        </p>
      </div>
      {session.current ? null : (
        <Button variant="secondary" disabled={revoking} onClick={() => onSignOut(session.id)}>
          {revoking ? 'Signing out…' : 'Sign out'}
          <span className="visually-hidden">
            {' '}
            of {device} ({address})
          </span>
        </Button>
      )}
    </li>
  );
}
