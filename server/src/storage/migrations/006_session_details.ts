import type { Migration } from '../migrate';

/** What the account's session list shows: the client that signed in and when the session was last used. */
export const sessionDetails: Migration = {
  version: 6,
  name: 'sessions: user agent, ip and last use',
  async up(tx) {
    await tx.run('ALTER TABLE sessions ADD COLUMN user_agent VARCHAR');
    await tx.run('ALTER TABLE sessions ADD COLUMN ip VARCHAR');
    await tx.run('ALTER TABLE sessions ADD COLUMN last_seen_at TIMESTAMP');
    await tx.run('UPDATE sessions SET last_seen_at = created_at');
  },
};
