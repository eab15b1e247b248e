import type { Migration } from '../migrate';

/**
 * Sign-in state that every server process sharing the metadata database must see: failed sign-ins per throttle key
 * and the IPs each account signed in from (auth/loginThrottle.ts), and the one-time codes that hand a completed
 * single sign-on to the web app (auth/sso/handoffCodes.ts). Keys, accounts, IPs and codes are stored as SHA-256
 * digests only. Times of the throttle are epoch milliseconds of the deciding process's clock.
 */
export const sharedSignInState: Migration = {
  version: 16,
  name: 'sign-in throttle and single sign-on codes in the database',
  async up(tx) {
    await tx.run(`CREATE TABLE login_failures (
      key_hash VARCHAR PRIMARY KEY,
      failures INTEGER NOT NULL,
      last_failure_ms BIGINT NOT NULL
    )`);
    await tx.run(`CREATE TABLE login_known_ips (
      account_hash VARCHAR NOT NULL,
      ip_hash VARCHAR NOT NULL,
      seen_ms BIGINT NOT NULL,
      PRIMARY KEY (account_hash, ip_hash)
    )`);
    await tx.run(`CREATE TABLE sso_handoffs (
      code_hash VARCHAR PRIMARY KEY,
      user_id VARCHAR NOT NULL,
      email VARCHAR NOT NULL,
      provider VARCHAR NOT NULL,
      user_agent VARCHAR,
      ip VARCHAR,
      expires_at TIMESTAMP NOT NULL
    )`);
  },
};
