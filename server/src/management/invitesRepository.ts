import type { SqlRunner } from '../storage/sql';
import type { Role } from '../auth/roles';
import { newId } from '../lib/ids';

/** A stored invitation to join an organization. */
export interface InviteRow {
  invite_id: string;
  org_id: string;
  email: string;
  role: Role;
  onboarding_role: string | null;
  source: string | null;
  /** user_id of the member who invited (or 'management-token'). */
  invited_by: string;
  /** Hex SHA-256 of the current link token; null for invites stored before links existed. */
  token_sha256: string | null;
  /** When the current link stops working. */
  expires_at: Date | null;
  /** When the current link was made (first sending or last resend). */
  sent_at: Date | null;
  revoked_at: Date | null;
  accepted_at: Date | null;
  /** user_id of the account that accepted. */
  accepted_by: string | null;
  created_at: Date;
  /** Computed on read: the current link no longer works (past expires_at, or none). */
  expired: boolean;
}

/** A pending invite with the name and e-mail of whoever sent it. */
export interface PendingInviteRow extends InviteRow {
  inviter_name: string | null;
  inviter_email: string | null;
}

const PENDING = 'i.accepted_at IS NULL AND i.revoked_at IS NULL';
const SELECT_INVITE = `SELECT i.*, (i.expires_at IS NULL OR i.expires_at <= now()) AS expired, u.name AS inviter_name, u.email AS inviter_email
     FROM invites i LEFT JOIN users u ON u.user_id = i.invited_by`;

/** A TIMESTAMP column's value as read back (UTC) in the text form DuckDB casts from. */
function utcTimestamp(value: Date | null): string | null {
  return value ? value.toISOString().replace('T', ' ').replace('Z', '') : null;
}

/** An invitation to store. */
export interface NewInvite {
  orgId: string;
  email: string;
  role: Role;
  onboardingRole: string | null;
  source: string | null;
  invitedBy: string;
  tokenSha256: string;
  lifetimeDays: number;
}

/** Invitations to join an organization, each holding only the hash of its single-use link token (table invites). */
export interface InviteRepository {
  /** Stores an open invitation with the hash of its link token; answers its id. */
  insert(invite: NewInvite): Promise<string>;
  /** Open (neither accepted nor revoked) invitations of an organization, expired ones included, oldest first. */
  listPending(orgId: string): Promise<PendingInviteRow[]>;
  /** One open invitation of an organization, or undefined. */
  findPending(orgId: string, inviteId: string): Promise<PendingInviteRow | undefined>;
  /** The open invitation of an organization for an e-mail, or undefined. */
  findPendingForEmail(orgId: string, email: string): Promise<InviteRow | undefined>;
  /** The open invitation whose current link has this token hash (expired ones included), or undefined. */
  findPendingByToken(tokenSha256: string): Promise<PendingInviteRow | undefined>;
  /** Gives an invitation a new link (resend): the old token stops matching at once. */
  replaceToken(inviteId: string, tokenSha256: string, lifetimeDays: number): Promise<void>;
  /** Puts back the link an invitation had before a failed resend, unless another resend replaced the new link meanwhile. */
  restoreToken(inviteId: string, failedTokenSha256: string, previous: { tokenSha256: string | null; expiresAt: Date | null; sentAt: Date | null }): Promise<void>;
  /** Revokes an open invitation; its link stops working. */
  revoke(inviteId: string): Promise<void>;
  /**
   * Marks an open invitation accepted by a user and clears its token (single use); false when it was no longer open.
   * Run it in a transaction (RETURNING needs the write connection).
   */
  markAccepted(inviteId: string, userId: string): Promise<boolean>;
}

/** Invitations in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlInviteRepository implements InviteRepository {
  constructor(private readonly db: SqlRunner) {}

  async insert(invite: NewInvite): Promise<string> {
    const inviteId = newId();
    await this.db.run(
      `INSERT INTO invites (invite_id, org_id, email, role, onboarding_role, source, invited_by, token_sha256, expires_at, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + CAST($9 AS INTEGER) * INTERVAL '1 day', now())`,
      [inviteId, invite.orgId, invite.email, invite.role, invite.onboardingRole, invite.source, invite.invitedBy, invite.tokenSha256, invite.lifetimeDays],
    );
    return inviteId;
  }

  listPending(orgId: string): Promise<PendingInviteRow[]> {
    return this.db.all<PendingInviteRow>(
      `${SELECT_INVITE}
     WHERE i.org_id = $1 AND ${PENDING} ORDER BY i.created_at, i.invite_id`,
      [orgId],
    );
  }

  findPending(orgId: string, inviteId: string): Promise<PendingInviteRow | undefined> {
    return this.db.one<PendingInviteRow>(
      `${SELECT_INVITE}
     WHERE i.org_id = $1 AND i.invite_id = $2 AND ${PENDING}`,
      [orgId, inviteId],
    );
  }

  findPendingForEmail(orgId: string, email: string): Promise<InviteRow | undefined> {
    return this.db.one<InviteRow>(`${SELECT_INVITE} WHERE i.org_id = $1 AND i.email = $2 AND ${PENDING}`, [orgId, email]);
  }

  findPendingByToken(tokenSha256: string): Promise<PendingInviteRow | undefined> {
    return this.db.one<PendingInviteRow>(
      `${SELECT_INVITE}
     WHERE i.token_sha256 = $1 AND ${PENDING}`,
      [tokenSha256],
    );
  }

  async replaceToken(inviteId: string, tokenSha256: string, lifetimeDays: number): Promise<void> {
    await this.db.run("UPDATE invites SET token_sha256 = $2, expires_at = now() + CAST($3 AS INTEGER) * INTERVAL '1 day', sent_at = now() WHERE invite_id = $1", [
      inviteId, tokenSha256, lifetimeDays,
    ]);
  }

  async restoreToken(inviteId: string, failedTokenSha256: string, previous: { tokenSha256: string | null; expiresAt: Date | null; sentAt: Date | null }): Promise<void> {
    await this.db.run(
      `UPDATE invites SET token_sha256 = $3, expires_at = CAST($4 AS TIMESTAMP), sent_at = CAST($5 AS TIMESTAMP)
       WHERE invite_id = $1 AND token_sha256 = $2`,
      [inviteId, failedTokenSha256, previous.tokenSha256, utcTimestamp(previous.expiresAt), utcTimestamp(previous.sentAt)],
    );
  }

  async revoke(inviteId: string): Promise<void> {
    await this.db.run('UPDATE invites SET revoked_at = now(), token_sha256 = NULL WHERE invite_id = $1 AND accepted_at IS NULL', [inviteId]);
  }

  async markAccepted(inviteId: string, userId: string): Promise<boolean> {
    const rows = await this.db.all(
      `UPDATE invites SET accepted_at = now(), accepted_by = $2, token_sha256 = NULL
       WHERE invite_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING invite_id`,
      [inviteId, userId],
    );
    return rows.length > 0;
  }
}
