/** The data table as CSV (RFC 4180 quoting; text cells that a spreadsheet would run as a formula are defused). */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { SeriesSet } from './timeSeriesRules';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: numbers as they are, text quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A time as ISO 8601 with the offset of the zone (`2024-05-01T00:00:00+02:00`). */
export const isoInZone = (epochMs: number, timeZone: string): string => format(new TZDate(epochMs, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX");

/** The table as CSV: a `Time` column in the zone, then one column per series; gaps are empty cells; CRLF lines. */
export function seriesCsv(set: SeriesSet, timeZone: string): string {
  const header = ['Time', ...set.series.map((s) => s.label)].map(csvCell).join(',');
  const rows = set.times.map((time, i) => [isoInZone(time, timeZone), ...set.series.map((s) => s.values[i])].map(csvCell).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** The file name of an export: `time-series-{app}-{yyyy-MM-dd}.csv`. */
export function csvFileName(appName: string, now: number, timeZone: string): string {
  const slug = appName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'app';
  return `time-series-${slug}-${format(new TZDate(now, timeZone), 'yyyy-MM-dd')}.csv`;
}
