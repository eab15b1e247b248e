import type { SqlRunner } from '../../storage/sql';

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

/** What an mfa_enforced check needs in one read: the org's policy, the user's enrolment, the session's second factor. */
export interface MfaGateRow {
  enforced: boolean;
  enrolled: boolean;
  verified: boolean;
}

/** Two-factor sign-in: users' authenticator secrets, recovery codes, sign-in challenges and verified sessions. */
export interface MfaRepository {
  /** The user's two-factor record, or undefined. */
  find(userId: string): Promise<UserMfaRow | undefined>;
  /** True when the user turned two-factor sign-in on. */
  isEnabled(userId: string): Promise<boolean>;
  /** Keeps a new pending secret for an enrolment (replacing an earlier unconfirmed one). */
  savePendingSecret(userId: string, sealed: string): Promise<void>;
  /** Turns two-factor sign-in on with the pending secret, whose code of `step` was just accepted. */
  enable(userId: string, sealed: string, step: number): Promise<void>;
  /**
   * Records `step` as the last accepted code if it is later than the previous one; answers false when that step (or a
   * later one) was already used. Pass a transaction (RETURNING).
   */
  acceptStep(userId: string, step: number): Promise<boolean>;
  /** Turns two-factor sign-in off: the secret, the recovery codes and the verified-session marks go. */
  delete(userId: string): Promise<void>;
  /** Replaces every recovery code of the user with the given keyed hashes. */
  replaceRecoveryCodes(userId: string, hmacs: string[]): Promise<void>;
  /** Uses up a recovery code; answers false when it is unknown or already used. Pass a transaction (RETURNING). */
  useRecoveryCode(userId: string, hmac: string): Promise<boolean>;
  /** How many unused recovery codes the user has left. */
  countRecoveryCodes(userId: string): Promise<number>;
  /** Stores a sign-in challenge living `seconds`. */
  insertChallenge(challengeSha256: string, userId: string, seconds: number): Promise<void>;
  /** The challenge with that hash, or undefined. */
  findChallenge(challengeSha256: string): Promise<ChallengeRow | undefined>;
  /** Counts a wrong code against the challenge. */
  countChallengeAttempt(challengeSha256: string): Promise<void>;
  /** Uses up a challenge; answers false when it was used meanwhile. Pass a transaction (RETURNING). */
  useChallenge(challengeSha256: string): Promise<boolean>;
  /** Whether the session passed the second factor. */
  isSessionVerified(sessionId: string, userId: string): Promise<boolean>;
  /** Marks a session as having passed the second factor (sign-in with a code, or enrolment confirmed in it). */
  markSessionVerified(sessionId: string, userId: string): Promise<void>;
  /** What an mfa_enforced check needs, in one read: the org's policy, the user's enrolment, the session's second factor. */
  readGate(orgId: string, userId: string, sessionId: string): Promise<MfaGateRow | undefined>;
}

/** Two-factor records in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlMfaRepository implements MfaRepository {
  constructor(private readonly db: SqlRunner) {}

  async find(userId: string): Promise<UserMfaRow | undefined> {
    const row = await this.db.one<UserMfaRow>('SELECT * FROM user_mfa WHERE user_id = $1', [userId]);
    return row ? { ...row, last_step: row.last_step === null ? null : Number(row.last_step) } : undefined;
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.db.one('SELECT 1 AS ok FROM user_mfa WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId])) !== undefined;
  }

  async savePendingSecret(userId: string, sealed: string): Promise<void> {
    await this.db.run(
      `INSERT INTO user_mfa (user_id, pending_secret_enc, pending_created_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET pending_secret_enc = excluded.pending_secret_enc, pending_created_at = excluded.pending_created_at`,
      [userId, sealed],
    );
  }

  async enable(userId: string, sealed: string, step: number): Promise<void> {
    await this.db.run(
      `UPDATE user_mfa SET secret_enc = $2, pending_secret_enc = NULL, pending_created_at = NULL, enabled_at = now(), last_step = $3
       WHERE user_id = $1`,
      [userId, sealed, step],
    );
  }

  async acceptStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.db.all(
      'UPDATE user_mfa SET last_step = $2 WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id',
      [userId, step],
    );
    return rows.length === 1;
  }

  async delete(userId: string): Promise<void> {
    await this.db.run('DELETE FROM user_mfa WHERE user_id = $1', [userId]);
    await this.db.run('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
    await this.db.run('DELETE FROM mfa_sessions WHERE user_id = $1', [userId]);
  }

  async replaceRecoveryCodes(userId: string, hmacs: string[]): Promise<void> {
    await this.db.run('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
    for (const hmac of hmacs) await this.db.run('INSERT INTO mfa_recovery_codes (user_id, code_hmac) VALUES ($1, $2)', [userId, hmac]);
  }

  async useRecoveryCode(userId: string, hmac: string): Promise<boolean> {
    const rows = await this.db.all(
      'UPDATE mfa_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hmac = $2 AND used_at IS NULL RETURNING code_hmac',
      [userId, hmac],
    );
    return rows.length === 1;
  }

  async countRecoveryCodes(userId: string): Promise<number> {
    const row = await this.db.one<{ n: number | bigint }>('SELECT count(*) AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
    return Number(row?.n ?? 0);
  }

  async insertChallenge(challengeSha256: string, userId: string, seconds: number): Promise<void> {
    await this.db.run("INSERT INTO mfa_challenges (challenge_sha256, user_id, expires_at) VALUES ($1, $2, now() + CAST($3 AS INTEGER) * INTERVAL '1 second')", [
      challengeSha256, userId, seconds,
    ]);
  }

  findChallenge(challengeSha256: string): Promise<ChallengeRow | undefined> {
    return this.db.one<ChallengeRow>(
      'SELECT user_id, attempts, expires_at <= now() AS expired, used_at IS NOT NULL AS used FROM mfa_challenges WHERE challenge_sha256 = $1',
      [challengeSha256],
    );
  }

  async countChallengeAttempt(challengeSha256: string): Promise<void> {
    await this.db.run('UPDATE mfa_challenges SET attempts = attempts + 1 WHERE challenge_sha256 = $1', [challengeSha256]);
  }

  async useChallenge(challengeSha256: string): Promise<boolean> {
    const rows = await this.db.all(
      'UPDATE mfa_challenges SET used_at = now() WHERE challenge_sha256 = $1 AND used_at IS NULL RETURNING challenge_sha256',
      [challengeSha256],
    );
    return rows.length === 1;
  }

  /** Whether the session passed the second factor. */
  async isSessionVerified(sessionId: string, userId: string): Promise<boolean> {
    return (await this.db.one('SELECT 1 AS ok FROM mfa_sessions WHERE session_id = $1 AND user_id = $2', [sessionId, userId])) !== undefined;
  }

  async markSessionVerified(sessionId: string, userId: string): Promise<void> {
    await this.db.run('INSERT INTO mfa_sessions (session_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [sessionId, userId]);
  }

  readGate(orgId: string, userId: string, sessionId: string): Promise<MfaGateRow | undefined> {
    return this.db.one<MfaGateRow>(
      `SELECT o.mfa_enforced AS enforced,
         EXISTS (SELECT 1 FROM user_mfa f WHERE f.user_id = $2 AND f.enabled_at IS NOT NULL) AS enrolled,
         EXISTS (SELECT 1 FROM mfa_sessions s WHERE s.session_id = $3 AND s.user_id = $2) AS verified
       FROM organizations o WHERE o.org_id = $1`,
      [orgId, userId, sessionId],
    );
  }
}
