/** The ranked table as CSV (cells quoted and defused by the shared `csvCell`). */
import { csvCell } from '@/portal/shared/csv';
import type { QueryModel } from '@/portal/shared/queryModel';
import { flattenSegments, type SegmentRow } from './segmentationRules';

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
