/** The ranked table as CSV (RFC 4180 quoting; text cells a spreadsheet would run as a formula are defused). */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { QueryModel } from '@/portal/shared/queryModel';
import { flattenSegments, type SegmentRow } from './segmentationRules';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: numbers as they are, text quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The table as CSV: one column per group-by level (a row fills its own level and its parents'), then each metric,
 * the event count and the share of the grouped events in % (two decimals); rows depth-first; CRLF lines.
 */
export function segmentsCsv(rows: SegmentRow[], model: QueryModel, metricNames: string[]): string {
  const levels = model.groupBy.map((g) => g.field);
  const header = [...levels, ...metricNames, 'Events', 'Share (%)'].map(csvCell).join(',');
  const labels: string[] = [];
  const lines = flattenSegments(rows).map((row) => {
    labels[row.depth] = row.label;
    const path = levels.map((_, i) => (i <= row.depth ? labels[i] : ''));
    return [...path, ...row.values, row.count, Math.round(row.share * 10_000) / 100].map(csvCell).join(',');
  });
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** The file name of an export: `segmentation-{app}-{yyyy-MM-dd}.csv`. */
export function csvFileName(appName: string, now: number, timeZone: string): string {
  const slug = appName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'app';
  return `segmentation-${slug}-${format(new TZDate(now, timeZone), 'yyyy-MM-dd')}.csv`;
}
