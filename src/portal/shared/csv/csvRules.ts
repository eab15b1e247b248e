/** CSV cells and file names of the portal's downloads (RFC 4180 quoting; cells a spreadsheet would run as a formula are defused). */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: numbers as they are, text quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `{screen}-{app-slug}-{yyyy-MM-dd}.csv`, the day in the view's zone (e.g. `time-series-orders-api-2024-05-01.csv`). */
export function csvFileName(screen: string, appName: string, now: number, timeZone: string): string {
  const slug = appName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'app';
  return `${screen}-${slug}-${format(new TZDate(now, timeZone), 'yyyy-MM-dd')}.csv`;
}
