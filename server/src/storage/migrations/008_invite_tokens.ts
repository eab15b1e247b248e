import type { Migration } from '../migrate';

/**
 * Invites become single-use links: a SHA-256 of a random token (the token itself is only ever sent), an expiry,
 * the time of the last sending, and a revocation time. Invites stored before this step carry no token: they count
 * as expired until an admin resends them.
 */
export const inviteTokens: Migration = {
  version: 8,
  name: 'invites: hashed single-use tokens, expiry, revocation',
  async up(tx) {
    await tx.run('ALTER TABLE invites ADD COLUMN token_sha256 VARCHAR');
    await tx.run('ALTER TABLE invites ADD COLUMN expires_at TIMESTAMP');
    await tx.run('ALTER TABLE invites ADD COLUMN sent_at TIMESTAMP');
    await tx.run('ALTER TABLE invites ADD COLUMN revoked_at TIMESTAMP');
    await tx.run('ALTER TABLE invites ADD COLUMN accepted_by VARCHAR');
    await tx.run('UPDATE invites SET sent_at = created_at');
    await tx.run('CREATE INDEX invites_token ON invites (token_sha256)');
  },
};
