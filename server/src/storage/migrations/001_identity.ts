import type { Migration } from '../migrate';

/** Users of the built-in identity provider and their server-side sessions (revocable). */
export const identity: Migration = {
  version: 1,
  name: 'identity: users and sessions',
  async up(tx) {
    await tx.run(`CREATE TABLE users (
      user_id VARCHAR PRIMARY KEY,
      email VARCHAR NOT NULL UNIQUE,
      name VARCHAR NOT NULL,
      password_hash VARCHAR NOT NULL,
      user_metadata VARCHAR NOT NULL DEFAULT '{}',
      partner_name VARCHAR,
      partner_user_id VARCHAR,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      updated_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    await tx.run(`CREATE TABLE sessions (
      session_id VARCHAR PRIMARY KEY,
      user_id VARCHAR NOT NULL,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      expires_at TIMESTAMP NOT NULL,
      revoked_at TIMESTAMP
    )`);
    await tx.run('CREATE INDEX sessions_user ON sessions (user_id)');
  },
};
