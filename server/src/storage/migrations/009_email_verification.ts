import type { Migration } from '../migrate';

/**
 * E-mail address verification: when a user proved their address (a verification link, or an invite link sent to
 * it), and the single-use verification links themselves (SHA-256 of the token only).
 */
export const emailVerification: Migration = {
  version: 9,
  name: 'e-mail verification',
  async up(tx) {
    await tx.run(`CREATE TABLE verified_emails (
      user_id VARCHAR NOT NULL,
      email VARCHAR NOT NULL,
      verified_at TIMESTAMP NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, email)
    )`);
    await tx.run(`CREATE TABLE email_verifications (
      token_sha256 VARCHAR PRIMARY KEY,
      user_id VARCHAR NOT NULL,
      email VARCHAR NOT NULL,
      expires_at TIMESTAMP NOT NULL,
      used_at TIMESTAMP,
      created_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    await tx.run('CREATE INDEX email_verifications_user ON email_verifications (user_id)');
  },
};
