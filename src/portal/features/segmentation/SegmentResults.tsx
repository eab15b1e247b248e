import { useMemo } from 'react';
import type { QueryModel } from '@/portal/shared/queryModel';
import { CsvDownloadButton, csvFileName } from '@/portal/shared/csv';
import { SegmentBars } from './SegmentBars';
import { segmentsCsv } from './segmentCsv';
import { segmentEventsLink } from './segmentLinks';
import { sortSegments, type SegmentRow, type SortColumn, type SortState } from './segmentationRules';
import { SegmentTable } from './SegmentTable';

/** Props of {@link SegmentResults}. */
export interface SegmentResultsProps {
  rows: SegmentRow[];
  model: QueryModel;
  metricNames: string[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  orgId: string;
  appId: string;
  appName: string;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const format = (value: number | null): string => (value === null ? '–' : numberFormat.format(value));

/** The loaded segments: bars of the first level by the first metric, the ranked table and its CSV. */
export function SegmentResults({ rows, model, metricNames, sort, onSort, orgId, appId, appName }: SegmentResultsProps) {
  const sorted = useMemo(() => sortSegments(rows, sort), [rows, sort]);
  const now = useMemo(() => Date.now(), []);
  return (
    <div className="segmentation__result">
      <SegmentBars rows={sorted} metricName={metricNames[0]} metricIndex={0} format={format} />
      <div className="segmentation__table-head">
        <h2>Segments</h2>
        <CsvDownloadButton csv={() => segmentsCsv(sorted, model, metricNames)} fileName={(now) => csvFileName('segmentation', appName, now, model.timeZone)} />
      </div>
      <SegmentTable
        rows={sorted}
        levels={model.groupBy.map((g) => g.field)}
        metricNames={metricNames}
        sort={sort}
        onSort={onSort}
        format={format}
        linkOf={(row) => segmentEventsLink(orgId, appId, model, row, now)}
      />
    </div>
  );
}
