import type { SqlRunner } from '../storage/duckdb/database';
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

/** Stores an open invitation with the hash of its link token. */
export async function insertInvite(
  db: SqlRunner,
  invite: { orgId: string; email: string; role: Role; onboardingRole: string | null; source: string | null; invitedBy: string; tokenSha256: string; lifetimeDays: number },
): Promise<string> {
  const inviteId = newId();
  await db.run(
    `INSERT INTO invites (invite_id, org_id, email, role, onboarding_role, source, invited_by, token_sha256, expires_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + CAST($9 AS INTEGER) * INTERVAL '1 day', now())`,
    [inviteId, invite.orgId, invite.email, invite.role, invite.onboardingRole, invite.source, invite.invitedBy, invite.tokenSha256, invite.lifetimeDays],
  );
  return inviteId;
}

const PENDING = 'i.accepted_at IS NULL AND i.revoked_at IS NULL';
const SELECT_INVITE = `SELECT i.*, (i.expires_at IS NULL OR i.expires_at <= now()) AS expired, u.name AS inviter_name, u.email AS inviter_email
     FROM invites i LEFT JOIN users u ON u.user_id = i.invited_by`;

/** Open (neither accepted nor revoked) invitations of an organization, expired ones included, oldest first. */
export function listPendingInvites(db: SqlRunner, orgId: string): Promise<PendingInviteRow[]> {
  return db.all<PendingInviteRow>(
    `${SELECT_INVITE}
     WHERE i.org_id = $1 AND ${PENDING} ORDER BY i.created_at, i.invite_id`,
    [orgId],
  );
}

/** One open invitation of an organization, or undefined. */
export function findPendingInvite(db: SqlRunner, orgId: string, inviteId: string): Promise<PendingInviteRow | undefined> {
  return db.one<PendingInviteRow>(
    `${SELECT_INVITE}
     WHERE i.org_id = $1 AND i.invite_id = $2 AND ${PENDING}`,
    [orgId, inviteId],
  );
}

/** The open invitation of an organization for an e-mail, or undefined. */
export function findPendingInviteForEmail(db: SqlRunner, orgId: string, email: string): Promise<InviteRow | undefined> {
  return db.one<InviteRow>(`${SELECT_INVITE} WHERE i.org_id = $1 AND i.email = $2 AND ${PENDING}`, [orgId, email]);
}

/** The open invitation whose current link has this token hash (expired ones included), or undefined. */
export function findPendingInviteByToken(db: SqlRunner, tokenSha256: string): Promise<PendingInviteRow | undefined> {
  return db.one<PendingInviteRow>(
    `${SELECT_INVITE}
     WHERE i.token_sha256 = $1 AND ${PENDING}`,
    [tokenSha256],
  );
}

/** Gives an invitation a new link (resend): the old token stops matching at once. */
export async function replaceInviteToken(db: SqlRunner, inviteId: string, tokenSha256: string, lifetimeDays: number): Promise<void> {
  await db.run("UPDATE invites SET token_sha256 = $2, expires_at = now() + CAST($3 AS INTEGER) * INTERVAL '1 day', sent_at = now() WHERE invite_id = $1", [
    inviteId, tokenSha256, lifetimeDays,
  ]);
}

/**
 * Puts back the link an invitation had before a resend whose e-mail could not be sent, unless another resend has
 * replaced the new link meanwhile: the link the invitee already holds keeps working.
 */
export async function restoreInviteToken(
  db: SqlRunner,
  inviteId: string,
  failedTokenSha256: string,
  previous: { tokenSha256: string | null; expiresAt: Date | null; sentAt: Date | null },
): Promise<void> {
  await db.run(
    `UPDATE invites SET token_sha256 = $3, expires_at = CAST($4 AS TIMESTAMP), sent_at = CAST($5 AS TIMESTAMP)
     WHERE invite_id = $1 AND token_sha256 = $2`,
    [inviteId, failedTokenSha256, previous.tokenSha256, utcTimestamp(previous.expiresAt), utcTimestamp(previous.sentAt)],
  );
}

/** A TIMESTAMP column's value as read back (UTC) in the text form DuckDB casts from. */
function utcTimestamp(value: Date | null): string | null {
  return value ? value.toISOString().replace('T', ' ').replace('Z', '') : null;
}

/** Revokes an open invitation; its link stops working. */
export async function revokeInvite(db: SqlRunner, inviteId: string): Promise<void> {
  await db.run('UPDATE invites SET revoked_at = now(), token_sha256 = NULL WHERE invite_id = $1 AND accepted_at IS NULL', [inviteId]);
}

/**
 * Marks an open invitation accepted by a user and clears its token, so the link is single-use. Answers false when
 * it was no longer open (accepted or revoked meanwhile). Pass a transaction: RETURNING needs the write connection.
 */
export async function markInviteAccepted(tx: SqlRunner, inviteId: string, userId: string): Promise<boolean> {
  const rows = await tx.all(
    `UPDATE invites SET accepted_at = now(), accepted_by = $2, token_sha256 = NULL
     WHERE invite_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING invite_id`,
    [inviteId, userId],
  );
  return rows.length > 0;
}
