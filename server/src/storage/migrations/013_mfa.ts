import type { Migration } from '../migrate';

/**
 * Two-factor sign-in (TOTP): each user's authenticator secret (encrypted, never in clear), the step of the last
 * accepted code (replay), hashed single-use recovery codes, the short-lived sign-in challenges issued after a
 * correct password (SHA-256 of the token only), and the sessions that passed the second factor.
 */
export const mfa: Migration = {
  version: 13,
  name: 'two-factor sign-in',
  async up(tx) {
    await tx.run(`CREATE TABLE user_mfa (
      user_id VARCHAR PRIMARY KEY,
      secret_enc VARCHAR,
      pending_secret_enc VARCHAR,
      pending_created_at TIMESTAMP,
      enabled_at TIMESTAMP,
      last_step BIGINT
    )`);
    await tx.run(`CREATE TABLE mfa_recovery_codes (
      user_id VARCHAR NOT NULL,
      code_hmac VARCHAR NOT NULL,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      used_at TIMESTAMP,
      PRIMARY KEY (user_id, code_hmac)
    )`);
    await tx.run(`CREATE TABLE mfa_challenges (
      challenge_sha256 VARCHAR PRIMARY KEY,
      user_id VARCHAR NOT NULL,
      expires_at TIMESTAMP NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      used_at TIMESTAMP,
      created_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    await tx.run(`CREATE TABLE mfa_sessions (
      session_id VARCHAR PRIMARY KEY,
      user_id VARCHAR NOT NULL,
      verified_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
  },
};
