import { FingerprintTable, fingerprintHighSql, fingerprintLowSql, idFingerprint, type TimeSpan } from '../../../server/src/events/idFingerprints';
import { useTestServer } from '../support/useTestServer';

const DAY = 86_400_000;
const span = (): TimeSpan => ({ first: Infinity, last: -Infinity });

describe('transaction id fingerprints', () => {
  const { server } = useTestServer();

  it('are the same computed here and by DuckDB from the stored text, for any text', async () => {
    const ids = ['abc', 'e3b0c442-98fc-1c14-9afb-f4c8996fb924', 'héllo wörld', '订单-42', 'emoji 🚀 id', 'x'.repeat(128)];
    const rows = await server.ctx.db.all<{ id: string; high: number; low: number }>(
      `SELECT id, ${fingerprintHighSql('md5(id)')} AS high, ${fingerprintLowSql('md5(id)')} AS low FROM (SELECT unnest(from_json($1::JSON, '["VARCHAR"]')) AS id)`,
      [JSON.stringify(ids)]);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) expect({ id: row.id, ...idFingerprint(row.id) }).toEqual({ id: row.id, high: Number(row.high), low: Number(row.low) });
    expect(new Set(ids.map((id) => `${idFingerprint(id).high}:${idFingerprint(id).low}`)).size).toBe(ids.length);
  });

  it('keeps every copy with its time through growth, and matches only copies within the asked times', () => {
    const origin = 20_000 * DAY;
    const table = new FingerprintTable(origin);
    const ids = Array.from({ length: 5_000 }, (_, i) => `id-${i}`);
    ids.forEach((id, i) => { const p = idFingerprint(id); table.add(p.high, p.low, origin + i * 1000); });
    // A second copy of one id, later the same day.
    const twice = idFingerprint('id-7');
    table.add(twice.high, twice.low, origin + DAY - 1);
    expect(table.size).toBe(5_001);
    expect(table.bytes).toBeLessThanOrEqual(5_001 * 12 * 4);
    ids.forEach((id, i) => expect(table.match(idFingerprint(id), origin + i * 1000, origin + i * 1000, span())).toBe(true));
    expect(table.match(idFingerprint('id-5000'), origin, origin + DAY, span())).toBe(false);
    expect(table.match(idFingerprint('id-3'), origin + 3001, origin + DAY, span())).toBe(false);
    const both = span();
    expect(table.match(twice, origin, origin + DAY, both)).toBe(true);
    expect(both).toEqual({ first: origin + 7000, last: origin + DAY - 1 });
    const later = span();
    expect(table.match(twice, origin + 8000, origin + DAY, later)).toBe(true);
    expect(later).toEqual({ first: origin + DAY - 1, last: origin + DAY - 1 });
  });

  it('is sized for the ids it is told to expect', () => {
    expect(new FingerprintTable(0, 1_000).bytes).toBe(2048 * 12);
    expect(new FingerprintTable(0).bytes).toBe(16 * 12);
  });
});
