import type { Migration } from '../migrate';

/**
 * Every API key is recorded: collector, publishable collector, management and plugin keys, with their scopes, app
 * limit, creator, creation, last use (written at most once a minute per key), expiry and revocation. A token
 * carries its key id; a key's record decides whether the token still works.
 */
export const apiKeys: Migration = {
  version: 10,
  name: 'api keys: recorded, expiring, revocable',
  async up(tx) {
    await tx.run(`CREATE TABLE api_keys (
      key_id VARCHAR PRIMARY KEY,
      org_id VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      name VARCHAR NOT NULL,
      kind VARCHAR NOT NULL,
      scopes VARCHAR NOT NULL,
      apps VARCHAR,
      created_by VARCHAR NOT NULL,
      parent_key_id VARCHAR,
      reuse_signature VARCHAR,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      last_used_at TIMESTAMP,
      expires_at TIMESTAMP,
      revoked_at TIMESTAMP,
      revoked_by VARCHAR,
      revoked_reason VARCHAR
    )`);
    await tx.run('CREATE INDEX api_keys_org_creator ON api_keys (org_id, created_by)');
  },
};
