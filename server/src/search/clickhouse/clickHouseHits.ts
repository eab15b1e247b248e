import { and, constant, inList, join, param, sql, type Fragment } from '../dsl/fragment';
import { orderByOf, searchAfterOf, sortValueExprs } from '../dsl/compileSort';
import type { FieldCatalog, FieldRef } from '../dsl/fields';
import type { CompiledSearch } from '../dsl/searchRequest';
import { HIT_OVERHEAD_BYTES, mayInclude, tooLarge } from '../answerSize';
import { filterSource } from '../eventDocument';
import type { SearchQueryRunner } from '../searchGate';
import type { SearchHit } from '../searchEngine';

type Row = Record<string, unknown>;

/** What one entity's page of hits needs to know about its table. */
export interface HitsModel {
  catalog: FieldCatalog;
  /** The stored columns of the table, in order (read from the server). */
  columns: string[];
  /** The row time field (events), which bounds a page's second and third reads to the page's own time span. */
  timeField?: FieldRef;
  document(row: Row): Row;
}

/** Suffix of the alias a left-out document column is read under (an alias named as the column would replace it in WHERE). */
const EMPTY = '__empty';

/** A searched window of events (epoch ms, both ends included). */
export interface TimeWindow {
  from: number;
  to: number;
}

const HOUR_MS = 3_600_000;
/** The spans of the window's newest (or oldest) events a page sorted by time reads first, each tried after the last. */
const PAGE_SPANS_MS = [1, 8, 64, 512].map((hours) => hours * HOUR_MS);

/**
 * The page's first read (ids and sort values) when the hits are sorted by request time first: over the newest hour of
 * the window (the oldest for an ascending sort, after search_after's time when given) first, then 8, 64 and 512 hours,
 * then the whole window, until a read answers a full page. A span holding `from + size` matching events holds the
 * page, since every event outside it comes later in the sort (the bound is on the time itself, so events of one
 * instant are all inside or all outside): the newest hours of a large app answer the event log without sorting 30
 * days of it. Other sorts read the whole window at once.
 */
async function narrowedPage(model: HitsModel, compiled: CompiledSearch, window: TimeWindow | null, page: (bound: Fragment | null) => Promise<Row[]>): Promise<Row[]> {
  const first = compiled.sort[0];
  const { timeField } = model;
  if (!window || !timeField || !first || first.field.expr.sql !== timeField.expr.sql) return page(null);
  const after = Array.isArray(compiled.searchAfter) && typeof compiled.searchAfter[0] === 'number' ? compiled.searchAfter[0] : null;
  const start = first.desc ? Math.min(window.to, after ?? window.to) : Math.max(window.from, after ?? window.from);
  for (const span of PAGE_SPANS_MS) {
    const bound = first.desc ? start - span : start + span;
    if (first.desc ? bound <= window.from : bound >= window.to) break;
    const rows = await page(model.catalog.dialect.timeComparison(timeField, first.desc ? '>=' : '<=', bound));
    if (rows.length === compiled.size) return rows;
  }
  return page(null);
}

/**
 * One page of hits in three statements, as the embedded engine reads it (duckdbSearchEngine.ts): the page's ids,
 * sort values and times; the size of the page's variable-size columns that `_source` can include (over
 * maxResponseBytes: 400); then the page's rows, with the columns `_source` leaves out read as their empty value.
 * ClickHouse 18.16 has no `* REPLACE`, so the columns are listed, and a left-out one is read under another alias.
 */
export async function clickHouseHits(
  run: SearchQueryRunner, model: HitsModel, compiled: CompiledSearch, where: Fragment, maxResponseBytes: number, now: number, window: TimeWindow | null,
): Promise<SearchHit[]> {
  const { catalog, timeField } = model;
  const { dialect } = catalog;
  const keyset = compiled.searchAfter ? searchAfterOf(compiled.sort, compiled.searchAfter, { catalog, now }) : null;
  const sortValues = join(sortValueExprs(compiled.sort, dialect).map((e, i) => sql`${e} AS ${constant(`sort_${i}`)}`), ', ');
  const table = constant(catalog.table);
  const id = constant(catalog.idColumn);
  const order = sql`ORDER BY ${orderByOf(compiled.sort)}`;
  const pageTime = timeField ? sql`, ${timeField.expr} AS hit_ms` : constant('');
  const page = (bound: Fragment | null) => run(sql`SELECT ${id} AS hit_id${pageTime}, ${sortValues} FROM ${table} WHERE ${and([where, ...(keyset ? [keyset] : []), ...(bound ? [bound] : [])])} ${order} LIMIT ${param(compiled.size)} OFFSET ${param(keyset ? 0 : compiled.from)}`);
  const keys = await narrowedPage(model, compiled, window, page);
  const sortOf = (row: Row) => compiled.sort.map((_, i) => row[`sort_${i}`] ?? null);
  if (!compiled.source.enabled || keys.length === 0) return keys.map((row) => ({ _id: String(row.hit_id), _source: {}, sort: sortOf(row) }));
  const times = keys.map((row) => Number(row.hit_ms)).filter(Number.isFinite);
  const span = timeField && times.length > 0
    ? [dialect.timeComparison(timeField, '>=', Math.min(...times)), dialect.timeComparison(timeField, '<=', Math.max(...times))]
    : [];
  const pageWhere = and([where, inList(id, keys.map((row) => row.hit_id)), ...span]);
  const sizes = catalog.documentColumns.flatMap((c) => {
    const copies = c.paths.filter((p) => mayInclude(compiled.source, p)).length;
    return copies > 0 ? [sql`${param(copies)} * coalesce(length(${constant(c.column)}), 0)`] : [];
  });
  if (sizes.length > 0) {
    const [row] = await run(sql`SELECT sum(b) AS bytes, count(*) AS n FROM (SELECT ${join(sizes, ' + ')} AS b FROM ${table} WHERE ${pageWhere})`);
    const hits = Number(row?.n ?? 0);
    const bytes = Number(row?.bytes ?? 0) + hits * HIT_OVERHEAD_BYTES;
    if (bytes > maxResponseBytes) throw tooLarge(bytes, maxResponseBytes, hits);
  }
  const left = catalog.documentColumns.filter((c) => ![...c.paths, ...(c.derived ?? [])].some((p) => mayInclude(compiled.source, p)));
  const read = model.columns.filter((name) => !left.some((c) => c.column === name));
  const columns = constant([...read, ...left.map((c) => `${c.empty} AS ${c.column}${EMPTY}`)].join(', '));
  const rows = await run(sql`SELECT ${columns}, ${sortValues} FROM ${table} WHERE ${pageWhere} ${order} LIMIT ${param(compiled.size)}`);
  return rows.map((row) => {
    for (const c of left) row[c.column] = row[`${c.column}${EMPTY}`];
    return { _id: String(row[catalog.idColumn]), _source: filterSource(model.document(row), compiled.source.includes, compiled.source.excludes), sort: sortOf(row) };
  });
}
