import { countryOfIp } from '../../geo';
import type { SqlRunner } from '../duckdb/database';
import type { Migration } from '../migrate';

/** Distinct addresses resolved and written per statement while filling the new column. */
const BACKFILL_BATCH = 10_000;

/**
 * The country of each event (ISO 3166-1 alpha-2, resolved from `ip` at ingest, `geo/`); null for private, reserved,
 * invalid or missing addresses. Events stored before this version get their country from their address here.
 */
export const eventCountry: Migration = {
  version: 102,
  name: 'event country from the IP address',
  async up(tx) {
    await tx.run('ALTER TABLE events ADD COLUMN country VARCHAR');
    await backfill(tx);
  },
};

async function backfill(tx: SqlRunner): Promise<void> {
  const rows = await tx.all<{ ip: string }>('SELECT DISTINCT ip FROM events WHERE ip IS NOT NULL');
  const located = rows.flatMap(({ ip }) => {
    const country = countryOfIp(ip);
    return country ? [{ ip, country }] : [];
  });
  for (let start = 0; start < located.length; start += BACKFILL_BATCH) {
    const batch = JSON.stringify(located.slice(start, start + BACKFILL_BATCH));
    await tx.run(
      `UPDATE events SET country = located.country
       FROM (SELECT unnest(from_json($1::JSON, '[{"ip":"VARCHAR","country":"VARCHAR"}]'), recursive := true)) AS located
       WHERE events.ip = located.ip`,
      [batch],
    );
  }
}
