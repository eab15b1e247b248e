import { Button } from '@/components/Button';
import { csvFileName, seriesCsv } from './csvRules';
import type { SeriesSet } from './timeSeriesRules';

/** Props of {@link CsvButton}. */
export interface CsvButtonProps {
  set: SeriesSet;
  timeZone: string;
  appName: string;
}

/** Downloads the data table as a CSV file. */
export function CsvButton({ set, timeZone, appName }: CsvButtonProps) {
  const download = () => {
    const blob = new Blob([seriesCsv(set, timeZone)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(appName, Date.now(), timeZone);
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
