import type { SqlRunner } from '../storage/duckdb/database';

/** A stored verification link (the token's hash only). */
export interface EmailVerificationRow {
  token_sha256: string;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
  /** Computed on read: past expires_at. */
  expired: boolean;
}

/** Whether the user proved they receive mail at this address. */
export async function isEmailVerified(db: SqlRunner, userId: string, email: string): Promise<boolean> {
  return (await db.one('SELECT 1 AS ok FROM verified_emails WHERE user_id = $1 AND email = $2', [userId, email])) !== undefined;
}

/** Records that the user proved the address (idempotent). */
export async function markEmailVerified(db: SqlRunner, userId: string, email: string): Promise<void> {
  await db.run('INSERT INTO verified_emails (user_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, email]);
}

/** Stores a new verification link and retires the user's earlier unused ones, so only the newest works. */
export async function insertEmailVerification(tx: SqlRunner, link: { tokenSha256: string; userId: string; email: string; lifetimeHours: number }): Promise<void> {
  await tx.run('UPDATE email_verifications SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [link.userId]);
  await tx.run("INSERT INTO email_verifications (token_sha256, user_id, email, expires_at) VALUES ($1, $2, $3, now() + CAST($4 AS INTEGER) * INTERVAL '1 hour')", [
    link.tokenSha256, link.userId, link.email, link.lifetimeHours,
  ]);
}

/** The unused verification link with this token hash (expired ones included), or undefined. */
export function findUnusedEmailVerification(db: SqlRunner, tokenSha256: string): Promise<EmailVerificationRow | undefined> {
  return db.one<EmailVerificationRow>(
    'SELECT *, expires_at <= now() AS expired FROM email_verifications WHERE token_sha256 = $1 AND used_at IS NULL',
    [tokenSha256],
  );
}

/** Uses up a verification link; answers false if it was used meanwhile. Pass a transaction (RETURNING). */
export async function useEmailVerification(tx: SqlRunner, tokenSha256: string): Promise<boolean> {
  const rows = await tx.all('UPDATE email_verifications SET used_at = now() WHERE token_sha256 = $1 AND used_at IS NULL RETURNING token_sha256', [tokenSha256]);
  return rows.length > 0;
}
