import type { Migration } from '../migrate';

/**
 * Anonymous visitors' profiles (moesif-browser-js posts `{anonymous_id, campaign}` before the visitor signs in),
 * keyed by anonymous_id. `user_id` is set once an event or user update links the visitor to a user.
 */
export const anonymousUsers: Migration = {
  version: 101,
  name: 'anonymous visitor profiles',
  async up(tx) {
    await tx.run(`CREATE TABLE app_anonymous_users (
      org_id VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      anonymous_id VARCHAR NOT NULL,
      user_id VARCHAR,
      company_id VARCHAR,
      metadata JSON,
      session_tokens VARCHAR[],
      ip_address VARCHAR,
      user_agent_string VARCHAR,
      campaign JSON,
      modified_time TIMESTAMP,
      created_at TIMESTAMP NOT NULL,
      updated_at TIMESTAMP NOT NULL,
      PRIMARY KEY (org_id, app_id, anonymous_id)
    )`);
  },
};
