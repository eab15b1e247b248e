/** The event log's optional columns (SPEC 3 "table view config"): which exist and which a view shows. */

/** A column the user may hide; time and route always show. */
export type OptionalColumn = 'method' | 'status' | 'duration' | 'user' | 'company';

/** The optional columns in table order, with their headings. */
export const OPTIONAL_COLUMNS: readonly { id: OptionalColumn; label: string }[] = [
  { id: 'method', label: 'Method' },
  { id: 'status', label: 'Status' },
  { id: 'duration', label: 'Duration' },
  { id: 'user', label: 'User' },
  { id: 'company', label: 'Company' },
];

const KNOWN = new Set<string>(OPTIONAL_COLUMNS.map((column) => column.id));

/** A column of the table: the select box, time and route always show. */
export type TableColumn = 'select' | 'time' | 'path' | OptionalColumn;

/** Every column in table order: the header, the rows and the fast-scroll canvas all follow it. */
const TABLE_COLUMNS: readonly TableColumn[] = ['select', 'time', 'method', 'path', 'status', 'duration', 'user', 'company'];

const isOptional = (column: TableColumn): column is OptionalColumn => KNOWN.has(column);

/** The columns a view shows, in table order. */
export function shownColumns(hidden: readonly OptionalColumn[]): TableColumn[] {
  return TABLE_COLUMNS.filter((column) => !isOptional(column) || !hidden.includes(column));
}

/** Keeps only known column ids, once each, in table order (stored values may be old or edited by hand). */
export function cleanHiddenColumns(values: readonly string[]): OptionalColumn[] {
  return OPTIONAL_COLUMNS.map((column) => column.id).filter((id) => KNOWN.has(id) && values.includes(id));
}

/** The hidden columns after the user switched one on or off. */
export function toggleColumn(hidden: readonly OptionalColumn[], column: OptionalColumn): OptionalColumn[] {
  return cleanHiddenColumns(hidden.includes(column) ? hidden.filter((id) => id !== column) : [...hidden, column]);
}

/** The state key of one app's view. */
export const viewKey = (orgId: string, appId: string): string => `${orgId}/${appId}`;
