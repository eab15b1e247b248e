import type { Migration } from '../migrate';

/** Organizations provisioned from a partner marketplace: one row per organization and partner. */
export const partnerLinks: Migration = {
  version: 7,
  name: 'partner marketplace links',
  async up(tx) {
    await tx.run(`CREATE TABLE partner_links (
      org_id VARCHAR NOT NULL,
      partner VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      linked_by VARCHAR NOT NULL,
      token_sha256 VARCHAR,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      updated_at TIMESTAMP NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, partner)
    )`);
  },
};
