import type { SqlRunner } from '../../storage/duckdb/database';

/** A user's two-factor record. `secret_enc` is set once enrolment is confirmed; `pending_secret_enc` while it runs. */
export interface UserMfaRow {
  user_id: string;
  /** The confirmed authenticator secret, sealed (secretBox.ts). */
  secret_enc: string | null;
  /** A secret shown at enrolment and not confirmed yet, sealed. */
  pending_secret_enc: string | null;
  pending_created_at: Date | null;
  /** When two-factor sign-in was turned on; null while off. */
  enabled_at: Date | null;
  /** Time step of the last accepted code: only later steps are accepted (no replay). */
  last_step: number | null;
}

/** A sign-in challenge (only the SHA-256 of its token is stored). */
export interface ChallengeRow {
  user_id: string;
  attempts: number;
  /** Computed on read: past expires_at. */
  expired: boolean;
  used: boolean;
}

export async function findUserMfa(db: SqlRunner, userId: string): Promise<UserMfaRow | undefined> {
  const row = await db.one<UserMfaRow>('SELECT * FROM user_mfa WHERE user_id = $1', [userId]);
  return row ? { ...row, last_step: row.last_step === null ? null : Number(row.last_step) } : undefined;
}

/** True when the user turned two-factor sign-in on. */
export async function isMfaEnabled(db: SqlRunner, userId: string): Promise<boolean> {
  return (await db.one('SELECT 1 AS ok FROM user_mfa WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId])) !== undefined;
}

/** Keeps a new pending secret for an enrolment (replacing an earlier unconfirmed one). */
export async function savePendingSecret(db: SqlRunner, userId: string, sealed: string): Promise<void> {
  await db.run(
    `INSERT INTO user_mfa (user_id, pending_secret_enc, pending_created_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET pending_secret_enc = excluded.pending_secret_enc, pending_created_at = excluded.pending_created_at`,
    [userId, sealed],
  );
}

/** Turns two-factor sign-in on with the pending secret, whose code of `step` was just accepted. */
export async function enableMfa(tx: SqlRunner, userId: string, sealed: string, step: number): Promise<void> {
  await tx.run(
    `UPDATE user_mfa SET secret_enc = $2, pending_secret_enc = NULL, pending_created_at = NULL, enabled_at = now(), last_step = $3
     WHERE user_id = $1`,
    [userId, sealed, step],
  );
}

/**
 * Records `step` as the last accepted code if it is later than the previous one; answers false when that step (or a
 * later one) was already used. Pass a transaction (RETURNING).
 */
export async function acceptStep(tx: SqlRunner, userId: string, step: number): Promise<boolean> {
  const rows = await tx.all(
    'UPDATE user_mfa SET last_step = $2 WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id',
    [userId, step],
  );
  return rows.length === 1;
}

/** Turns two-factor sign-in off: the secret, the recovery codes and the verified-session marks go. */
export async function deleteMfa(tx: SqlRunner, userId: string): Promise<void> {
  await tx.run('DELETE FROM user_mfa WHERE user_id = $1', [userId]);
  await tx.run('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  await tx.run('DELETE FROM mfa_sessions WHERE user_id = $1', [userId]);
}

/** Replaces every recovery code of the user with the given keyed hashes. */
export async function replaceRecoveryCodes(tx: SqlRunner, userId: string, hmacs: string[]): Promise<void> {
  await tx.run('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  for (const hmac of hmacs) await tx.run('INSERT INTO mfa_recovery_codes (user_id, code_hmac) VALUES ($1, $2)', [userId, hmac]);
}

/** Uses up a recovery code; answers false when it is unknown or already used. Pass a transaction (RETURNING). */
export async function useRecoveryCode(tx: SqlRunner, userId: string, hmac: string): Promise<boolean> {
  const rows = await tx.all(
    'UPDATE mfa_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hmac = $2 AND used_at IS NULL RETURNING code_hmac',
    [userId, hmac],
  );
  return rows.length === 1;
}

/** How many unused recovery codes the user has left. */
export async function countRecoveryCodes(db: SqlRunner, userId: string): Promise<number> {
  const row = await db.one<{ n: number | bigint }>('SELECT count(*) AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return Number(row?.n ?? 0);
}

/** Stores a sign-in challenge living `seconds`. */
export async function insertChallenge(db: SqlRunner, challengeSha256: string, userId: string, seconds: number): Promise<void> {
  await db.run("INSERT INTO mfa_challenges (challenge_sha256, user_id, expires_at) VALUES ($1, $2, now() + CAST($3 AS INTEGER) * INTERVAL '1 second')", [
    challengeSha256, userId, seconds,
  ]);
}

/** The challenge with that hash, or undefined. */
export function findChallenge(db: SqlRunner, challengeSha256: string): Promise<ChallengeRow | undefined> {
  return db.one<ChallengeRow>(
    'SELECT user_id, attempts, expires_at <= now() AS expired, used_at IS NOT NULL AS used FROM mfa_challenges WHERE challenge_sha256 = $1',
    [challengeSha256],
  );
}

/** Counts a wrong code against the challenge. */
export async function countChallengeAttempt(db: SqlRunner, challengeSha256: string): Promise<void> {
  await db.run('UPDATE mfa_challenges SET attempts = attempts + 1 WHERE challenge_sha256 = $1', [challengeSha256]);
}

/** Uses up a challenge; answers false when it was used meanwhile. Pass a transaction (RETURNING). */
export async function useChallenge(tx: SqlRunner, challengeSha256: string): Promise<boolean> {
  const rows = await tx.all(
    'UPDATE mfa_challenges SET used_at = now() WHERE challenge_sha256 = $1 AND used_at IS NULL RETURNING challenge_sha256',
    [challengeSha256],
  );
  return rows.length === 1;
}

/** Marks a session as having passed the second factor (sign-in with a code, or enrolment confirmed in it). */
export async function markSessionVerified(db: SqlRunner, sessionId: string, userId: string): Promise<void> {
  await db.run('INSERT INTO mfa_sessions (session_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [sessionId, userId]);
}

/** What an mfa_enforced check needs in one read: the org's policy, the user's enrolment, the session's second factor. */
export interface MfaGateRow {
  enforced: boolean;
  enrolled: boolean;
  verified: boolean;
}

export function readMfaGate(db: SqlRunner, orgId: string, userId: string, sessionId: string): Promise<MfaGateRow | undefined> {
  return db.one<MfaGateRow>(
    `SELECT o.mfa_enforced AS enforced,
       EXISTS (SELECT 1 FROM user_mfa f WHERE f.user_id = $2 AND f.enabled_at IS NOT NULL) AS enrolled,
       EXISTS (SELECT 1 FROM mfa_sessions s WHERE s.session_id = $3 AND s.user_id = $2) AS verified
     FROM organizations o WHERE o.org_id = $1`,
    [orgId, userId, sessionId],
  );
}
