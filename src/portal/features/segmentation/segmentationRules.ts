/** Pure rules of the segmentation screen: the search of a view and reading its answer into ranked rows. */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import {
  aggregationKey,
  aggregationRequest,
  answerNumber,
  appTimeDefaults,
  defaultQueryModel,
  evaluateFormula,
  fromSearchParams,
  groupAggName,
  groupKindOf,
  isAnswerObject,
  metricLetter,
  metricValue,
  MISSING_KEY,
  resolveInterval,
  type AggregationRequest,
  type AnswerJson,
  type AppTimeSettings,
  type ConcreteInterval,
  type GroupBy,
  type Metric,
  type QueryModel,
} from '@/portal/shared/queryModel';

/** The search of one view: query parameters and body (aggregations only, no hits). */
export type SegmentRequest = Pick<AggregationRequest, 'params' | 'body'>;

/** A group key as the answer gives it (text, or a number for numbers, histogram buckets and times). */
export type SegmentKey = string | number;

/** One row of the ranked table: a bucket of one group-by level, with its sub-levels. */
export interface SegmentRow {
  /** Stable identity: the keys from the outermost level, as JSON (`other` rows end with `"…other"`). */
  id: string;
  /** Level, 0 for the first group-by. */
  depth: number;
  /** The bucket keys from the outermost level down to this row's. */
  keys: SegmentKey[];
  /** What the row shows for its key. */
  label: string;
  /** Events in the bucket (weighted, as the server counts them). */
  count: number;
  /** `count` over the events grouped at the first level (0 to 1). */
  share: number;
  /** One value per metric of the view, in model order; null when absent (or a formula dividing by zero). */
  values: (number | null)[];
  /** The values beyond the top (bottom) N of a terms level: count only, no metrics, no link. */
  other: boolean;
  children: SegmentRow[];
}

/** Label of the bucket of events without a value. */
export const NO_VALUE_LABEL = '(no value)';
/** Label of the rows beyond the top (bottom) N. */
export const OTHER_LABEL = 'Other values';
/** The first group-by a view without one starts from. */
export const DEFAULT_GROUP: GroupBy = { field: 'request.route', size: 10, order: 'top', other: false };

/** Reads the view from the URL; the zone and first weekday come from the app, the group-by defaults to the route. */
export function viewFromSearch(search: string, app: AppTimeSettings | undefined): QueryModel {
  const defaults: QueryModel = {
    ...defaultQueryModel(),
    groupBy: [DEFAULT_GROUP],
    ...appTimeDefaults(app),
  };
  return fromSearchParams(new URLSearchParams(search), defaults);
}

/** The aggregation search of a (valid) view: metrics at every level and the nested group-bys, no time series. */
export function segmentRequest(model: QueryModel): SegmentRequest {
  const { params, body } = aggregationRequest(model, { timeSeries: false });
  return { params, body };
}

/** Identity of a view's answer. */
export const segmentKey = (orgId: string, appId: string, request: SegmentRequest): string => aggregationKey(orgId, appId, request);

/** Every metric of the view in a bucket, formulas computed from the others. */
function metricValues(bucket: AnswerJson, metrics: Metric[]): (number | null)[] {
  const byLetter: Record<string, number | null> = {};
  metrics.forEach((m, i) => {
    if (m.kind !== 'formula') byLetter[metricLetter(i)] = metricValue(bucket, metricLetter(i));
  });
  return metrics.map((m, i) => (m.kind === 'formula' ? evaluateFormula(m.expression, byLetter) : byLetter[metricLetter(i)]));
}

const DATE_FORMATS: Readonly<Record<ConcreteInterval, string>> = {
  minute: 'yyyy-MM-dd HH:mm',
  hour: 'yyyy-MM-dd HH:mm',
  day: 'yyyy-MM-dd',
  week: "'Week of' yyyy-MM-dd",
  month: 'yyyy-MM',
};

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** What a bucket key reads as on its level. */
export function keyLabel(key: SegmentKey, group: GroupBy, model: Pick<QueryModel, 'interval' | 'range' | 'timeZone'>): string {
  const kind = groupKindOf(group);
  if (kind === 'histogram' && typeof key === 'number') return `${number.format(key)} to ${number.format(key + (group.interval ?? 1))}`;
  if (kind === 'date_histogram' && typeof key === 'number') return format(new TZDate(key, model.timeZone), DATE_FORMATS[resolveInterval(model.interval, model.range)]);
  if (key === MISSING_KEY) return NO_VALUE_LABEL;
  return typeof key === 'number' ? number.format(key) : key;
}

function readLevel(level: AnswerJson, depth: number, model: QueryModel, keys: SegmentKey[], total: { n: number }): SegmentRow[] {
  if (depth >= model.groupBy.length) return [];
  const agg = level[groupAggName(depth)];
  if (!isAnswerObject(agg) || !Array.isArray(agg.buckets)) return [];
  const group = model.groupBy[depth];
  const rows: SegmentRow[] = agg.buckets.filter(isAnswerObject).flatMap((bucket) => {
    const key = typeof bucket.key === 'number' || typeof bucket.key === 'string' ? bucket.key : null;
    if (key === null) return [];
    const path = [...keys, key];
    const count = answerNumber(bucket.doc_count) ?? 0;
    if (depth === 0) total.n += count;
    return [{ id: JSON.stringify(path), depth, keys: path, label: keyLabel(key, group, model), count, share: 0, values: metricValues(bucket, model.metrics), other: false, children: readLevel(bucket, depth + 1, model, path, total) }];
  });
  const rest = answerNumber(agg.sum_other_doc_count) ?? 0;
  if (rest > 0) {
    if (depth === 0) total.n += rest;
    const values = model.metrics.map((m) => (m.kind === 'count' ? rest : null));
    rows.push({ id: JSON.stringify([...keys, '…other']), depth, keys, label: OTHER_LABEL, count: rest, share: 0, values, other: true, children: [] });
  }
  return rows;
}

function withShares(rows: SegmentRow[], total: number): SegmentRow[] {
  return rows.map((row) => ({ ...row, share: total > 0 ? row.count / total : 0, children: withShares(row.children, total) }));
}

/** The answer's buckets as ranked rows (in the server's order), each level's rows under their parent. */
export function buildSegments(aggregations: Record<string, unknown> | null, model: QueryModel): SegmentRow[] {
  if (!aggregations) return [];
  const total = { n: 0 };
  const rows = readLevel(aggregations, 0, model, [], total);
  return withShares(rows, total.n);
}

/** A column the table sorts by: the rank the server gave, the label, the count, the share or a metric (its index). */
export type SortColumn = 'rank' | 'label' | 'count' | 'share' | number;

/** How the table is sorted. */
export interface SortState {
  column: SortColumn;
  descending: boolean;
}

function sortValue(row: SegmentRow, column: SortColumn): string | number | null {
  if (column === 'label') return row.label;
  if (column === 'count' || column === 'share') return row.count;
  return typeof column === 'number' ? row.values[column] : null;
}

/** Rows sorted at every level by a column (missing values last, "Other values" always last); `rank` keeps the answer's order. */
export function sortSegments(rows: SegmentRow[], sort: SortState): SegmentRow[] {
  if (sort.column === 'rank') {
    const ordered = sort.descending ? [...rows.filter((r) => !r.other).reverse(), ...rows.filter((r) => r.other)] : rows;
    return ordered.map((r) => ({ ...r, children: sortSegments(r.children, sort) }));
  }
  const sign = sort.descending ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    if (a.other !== b.other) return a.other ? 1 : -1;
    const x = sortValue(a, sort.column);
    const y = sortValue(b, sort.column);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' || typeof y === 'string') return sign * String(x).localeCompare(String(y));
    return sign * (x - y);
  });
  return sorted.map((r) => ({ ...r, children: sortSegments(r.children, sort) }));
}

/** Every row depth-first (parents before their children). */
export function flattenSegments(rows: SegmentRow[]): SegmentRow[] {
  return rows.flatMap((row) => [row, ...flattenSegments(row.children)]);
}

/** The table's default order: the server's ranking. */
export const DEFAULT_SORT: SortState = { column: 'rank', descending: false };

/** The `sort` URL parameter (`share~desc`, `m1~asc`, `label~asc`); the default order writes none. */
export function sortParam(sort: SortState): string | null {
  if (sort.column === 'rank' && !sort.descending) return null;
  const column = typeof sort.column === 'number' ? `m${sort.column}` : sort.column;
  return `${column}~${sort.descending ? 'desc' : 'asc'}`;
}

/** Reads `sort`; anything malformed (or a metric the view lacks) is the default order. */
export function sortFromParam(text: string | null, metricCount: number): SortState {
  const match = text === null ? null : /^(rank|label|count|share|m([0-7]))~(asc|desc)$/.exec(text);
  if (!match) return DEFAULT_SORT;
  const column: SortColumn = match[2] !== undefined ? Number(match[2]) : (match[1] as SortColumn);
  if (typeof column === 'number' && column >= metricCount) return DEFAULT_SORT;
  return { column, descending: match[3] === 'desc' };
}

/** The next sort after a click on a column: the same column flips, another starts descending (text ascending). */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column === column) return { column, descending: !current.descending };
  return { column, descending: column !== 'label' };
}
