import { useState } from 'react';
import { format } from 'date-fns';
import type { InviteDelivery, PendingInvite } from '@/api/orgUsers';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import type { PlainError } from '@/app/store/loadable';

/** Props of {@link PendingInvites}. */
export interface PendingInvitesProps {
  invites: PendingInvite[];
  delivery: InviteDelivery | null;
  loading: boolean;
  error: PlainError | null;
  busy: string[];
  onResend: (inviteId: string) => void;
  onRevoke: (inviteId: string) => void;
  onRetry: () => void;
}

const when = (iso: string | null) => (iso ? format(new Date(iso), 'd MMM yyyy, HH:mm') : '—');

/**
 * Invitations not accepted yet (admins only): address, role, when sent, expiry, who sent it; resend (a new link,
 * the old one stops working) and revoke. Without a mail server, resending makes a new link to copy.
 */
export function PendingInvites({ invites, delivery, loading, error, busy, onResend, onRevoke, onRetry }: PendingInvitesProps) {
  const [revoking, setRevoking] = useState<PendingInvite | null>(null);
  const resendLabel = delivery === 'link' ? 'New link' : 'Resend';
  let body;
  if (error && invites.length === 0) {
    body = (
      <PortalStatus kind="error" title="Pending invitations could not be loaded" message={error.message}>
        <Button variant="secondary" onClick={onRetry}>Retry</Button>
      </PortalStatus>
    );
  } else if (loading && invites.length === 0) {
    body = <PortalStatus kind="loading" title="Loading invitations…" />;
  } else if (invites.length === 0) {
    body = <PortalStatus kind="empty" title="No pending invitations" message="Invitations appear here until they are accepted." />;
  } else {
    body = (
      <div className="team-table__scroll">
        <table className="team-table">
          <thead>
            <tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Sent</th><th scope="col">Expires</th><th scope="col">Invited by</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
          </thead>
          <tbody>
            {invites.map((invite) => (
              <tr key={invite.invite_id}>
                <th scope="row" className="team-table__email">{invite.email}</th>
                <td data-label="Role">{invite.role}</td>
                <td data-label="Sent">{when(invite.sent_at)}</td>
                <td data-label="Expires">{invite.expired ? <span className="team-badge team-badge--warn">Expired</span> : when(invite.expires_at)}</td>
                <td data-label="Invited by">{invite.invited_by.name ?? 'A management key'}</td>
                <td className="team-table__actions">
                  <Button variant="secondary" disabled={busy.includes(invite.invite_id)} onClick={() => onResend(invite.invite_id)}
                    aria-label={`${resendLabel} for ${invite.email}`}>
                    {resendLabel}
                  </Button>
                  <Button variant="ghost" disabled={busy.includes(invite.invite_id)} onClick={() => setRevoking(invite)} aria-label={`Revoke the invitation of ${invite.email}`}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="team-card" aria-labelledby="team-invites-title">
      <h2 className="team-card__title" id="team-invites-title">Pending invitations</h2>
      {delivery === 'link' ? (
        <p className="team-card__text">No mail server is configured: invitation links are not e-mailed. Copy each link and send it to the invitee yourself.</p>
      ) : null}
      {body}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => { if (!open) setRevoking(null); }}
        title="Revoke this invitation?"
        content={revoking ? `The link sent to ${revoking.email} stops working at once.` : null}
        confirmLabel="Revoke"
        tone="danger"
        cancelLabel="Cancel"
        onConfirm={() => { if (revoking) onRevoke(revoking.invite_id); }}
      />
    </section>
  );
}
