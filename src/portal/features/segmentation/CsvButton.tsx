import { Button } from '@/components/Button';
import type { QueryModel } from '@/portal/shared/queryModel';
import { csvFileName, segmentsCsv } from './segmentCsv';
import type { SegmentRow } from './segmentationRules';

/** Props of {@link CsvButton}. */
export interface CsvButtonProps {
  rows: SegmentRow[];
  model: QueryModel;
  metricNames: string[];
  appName: string;
}

/** Downloads the ranked table as a CSV file. */
export function CsvButton({ rows, model, metricNames, appName }: CsvButtonProps) {
  const download = () => {
    const blob = new Blob([segmentsCsv(rows, model, metricNames)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(appName, Date.now(), model.timeZone);
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="secondary" onClick={download}>
      Download CSV
    </Button>
  );
}
