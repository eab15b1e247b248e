import { comparisonRows } from '@/marketing/content/compare/rows';
import {
  comparisonGroups,
  type ComparisonCell,
  type ComparisonGroup,
  type ComparisonRowId,
} from '@/marketing/content/compareTypes';

/** A row of the rendered table: capability label, Apiscope's cell and the competitor's cell. */
export interface ComparisonTableRow {
  id: ComparisonRowId;
  label: string;
  apiscope: ComparisonCell;
  competitor: ComparisonCell;
}

/** One sub-section of the rendered table. */
export interface ComparisonTableGroup {
  group: ComparisonGroup;
  rows: ComparisonTableRow[];
}

/**
 * Builds the table for one competitor: only the rows its content lists, in catalogue order, grouped under the
 * eight sub-sections (a sub-section without rows is left out).
 */
export function comparisonTableGroups(cells: Partial<Record<ComparisonRowId, ComparisonCell>>): ComparisonTableGroup[] {
  const ids = Object.keys(comparisonRows) as ComparisonRowId[];
  return comparisonGroups
    .map((group) => ({
      group,
      rows: ids
        .filter((id) => comparisonRows[id].group === group && cells[id] !== undefined)
        .map((id) => ({
          id,
          label: comparisonRows[id].label,
          apiscope: comparisonRows[id].apiscope,
          competitor: cells[id] as ComparisonCell,
        })),
    }))
    .filter((entry) => entry.rows.length > 0);
}
