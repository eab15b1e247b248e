import { Button } from '@/components/Button';

/** Props of {@link CsvDownloadButton}. */
export interface CsvDownloadButtonProps {
  /** The file's text, built when the button is pressed. */
  csv: () => string;
  /** The file's name for the moment of the download (epoch ms). */
  fileName: (now: number) => string;
}

/** "Download CSV": saves a table as a CSV file. */
export function CsvDownloadButton({ csv, fileName }: CsvDownloadButtonProps) {
  const download = () => {
    const blob = new Blob([csv()], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(Date.now());
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
