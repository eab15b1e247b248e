import { renderActionMail, type RenderedMail } from '../mail/templates';
import type { Role } from '../auth/roles';

/** What an invitation e-mail names. */
export interface InviteMailContent {
  organizationName: string;
  /** Name of the member who sent it, or null for a management token. */
  inviterName: string | null;
  role: Role;
  link: string;
  expiresAt: Date;
}

/** The invitation e-mail: who invites, to which organization, with which role, and the single-use link. */
export function renderInviteMail(content: InviteMailContent): RenderedMail {
  const who = content.inviterName ?? 'An administrator';
  return renderActionMail({
    subject: `Join ${content.organizationName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${who} invited you to join the organization ${content.organizationName} as ${content.role}.`,
      'Open the link to accept. If you do not have an account yet, you can create one with this address on the same page.',
    ],
    actionLabel: 'Accept the invitation',
    link: content.link,
    footnote: `The link works once and expires on ${content.expiresAt.toUTCString()}. If you did not expect this invitation, ignore this message.`,
  });
}
