/** The data table as CSV (cells quoted and defused by the shared `csvCell`). */
import { csvCell } from '@/portal/shared/csv';
import { formatZonedIso } from '@/portal/shared/time/zonedTimestamp';
import type { SeriesSet } from './timeSeriesRules';

/** A time as ISO 8601 with the offset of the zone (`2024-05-01T00:00:00+02:00`). */
export const isoInZone = (epochMs: number, timeZone: string): string => formatZonedIso(epochMs, timeZone);

/** The table as CSV: a `Time` column in the zone, then one column per series; gaps are empty cells; CRLF lines. */
export function seriesCsv(set: SeriesSet, timeZone: string): string {
  const header = ['Time', ...set.series.map((s) => s.label)].map(csvCell).join(',');
  const rows = set.times.map((time, i) => [isoInZone(time, timeZone), ...set.series.map((s) => s.values[i])].map(csvCell).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}
