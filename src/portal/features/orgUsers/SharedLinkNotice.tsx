import { Button } from '@/components/Button';
import { CopyButton } from '@/portal/shared/CopyButton';
import type { SharedInviteLink } from './orgUsersSlice';
import { inviteLinkUrl } from './orgUsersRules';

/** Props of {@link SharedLinkNotice}. */
export interface SharedLinkNoticeProps {
  link: SharedInviteLink;
  onDismiss: () => void;
}

/** The single-use link of an invitation made without a mail server, to copy and send to the invitee. */
export function SharedLinkNotice({ link, onDismiss }: SharedLinkNoticeProps) {
  const url = inviteLinkUrl(link.path, window.location.origin);
  return (
    <section className="team-link" aria-labelledby="team-link-title">
      <h2 className="team-link__title" id="team-link-title">Invitation link for {link.email}</h2>
      <p className="team-card__text">It works once, for {link.email} only. Anyone else who opens it cannot join.</p>
      <p className="team-link__url"><code>{url}</code></p>
      <div className="team-link__actions">
        <CopyButton text={url} label="Copy invite link" />
        <Button variant="ghost" onClick={onDismiss}>Done</Button>
      </div>
    </section>
  );
}
