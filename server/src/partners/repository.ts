import type { SqlRunner } from '../storage/sql';

/** An organization's link to a partner (table partner_links, migration 7). */
export interface PartnerLinkRow {
  org_id: string;
  /** Partner name from the catalog. */
  partner: string;
  /** The app the partner's data goes to. */
  app_id: string;
  /** user_id of the person who provisioned it. */
  linked_by: string;
  /** SHA-256 (hex) of the last marketplace token presented; the token itself is not kept. */
  token_sha256: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A link to create or refresh. */
export interface NewPartnerLink {
  orgId: string;
  partner: string;
  appId: string;
  linkedBy: string;
  tokenSha256: string | null;
}

/** Where partner links are kept. */
export interface PartnerLinkRepository {
  /** Links to `partner` among the given organizations, oldest first. */
  findLinks(orgIds: string[], partner: string): Promise<PartnerLinkRow[]>;
  /** Creates the link, or refreshes an existing one (app, token fingerprint when given, updated_at). */
  upsertLink(link: NewPartnerLink): Promise<void>;
}

/** Partner links in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlPartnerLinkRepository implements PartnerLinkRepository {
  constructor(private readonly db: SqlRunner) {}

  async findLinks(orgIds: string[], partner: string): Promise<PartnerLinkRow[]> {
    if (orgIds.length === 0) return [];
    const placeholders = orgIds.map((_, i) => `$${i + 2}`).join(', ');
    return this.db.all<PartnerLinkRow>(
      `SELECT * FROM partner_links WHERE partner = $1 AND org_id IN (${placeholders}) ORDER BY created_at, org_id`,
      [partner, ...orgIds],
    );
  }

  async upsertLink(link: NewPartnerLink): Promise<void> {
    await this.db.run(
      `INSERT INTO partner_links (org_id, partner, app_id, linked_by, token_sha256) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (org_id, partner) DO UPDATE SET
         app_id = excluded.app_id,
         token_sha256 = coalesce(excluded.token_sha256, partner_links.token_sha256),
         updated_at = now()`,
      [link.orgId, link.partner, link.appId, link.linkedBy, link.tokenSha256],
    );
  }
}
