/** CSV downloads of the analysis screens: cell quoting, file names and the Download CSV button. */
export { CsvDownloadButton, type CsvDownloadButtonProps } from './CsvDownloadButton';
export { csvCell, csvFileName } from './csvRules';
