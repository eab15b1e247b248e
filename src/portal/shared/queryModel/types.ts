/** The query model shared by every analysis screen: what to filter, group, measure and over which time window. */

/** How a filtered field compares: text, number, time or a true/false flag. */
export type FieldType = 'string' | 'number' | 'time' | 'boolean';

/** Every filter operator; `operatorsFor` tells which ones a field type allows. */
export type Operator =
  | 'is'
  | 'is_not'
  | 'one_of'
  | 'contains'
  | 'starts_with'
  | 'exists'
  | 'not_exists'
  | 'between'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte';

/**
 * The value of a condition: one value (`is`, `contains`, `gt`...), a list (`one_of`), a `[low, high]` pair (`between`),
 * or nothing (`exists`, `not_exists`). Times are ISO 8601 strings or epoch milliseconds; flags are `'true'`/`'false'`.
 */
export type FilterValue = string | number | (string | number)[] | [number, number];

/** One condition on one field. */
export interface FilterCondition {
  /** An event field such as `request.verb`, or a path under `metadata.`, a header or a body. */
  field: string;
  fieldType: FieldType;
  operator: Operator;
  value?: FilterValue;
}

/** Conditions and sub-groups combined with AND or OR; groups nest at most `MAX_FILTER_DEPTH` deep. */
export interface FilterGroup {
  op: 'and' | 'or';
  items: FilterItem[];
}

/** A member of a filter group. */
export type FilterItem = FilterCondition | FilterGroup;

/**
 * How a group-by level splits events: `terms` (the default) keeps the `size` top or bottom values of any non-time
 * field; `histogram` cuts a numeric field into buckets `interval` wide; `date_histogram` cuts a time field by the
 * model's interval.
 */
export type GroupKind = 'terms' | 'histogram' | 'date_histogram';

/** One level of grouping: the `size` top (or bottom) values of a field by event count, or buckets of its values. */
export interface GroupBy {
  field: string;
  /** How many values to keep, 1 to `MAX_GROUP_SIZE` (terms only). */
  size: number;
  /** `top`: most events first; `bottom`: fewest first (terms only). */
  order: 'top' | 'bottom';
  /** Also keep a bucket for the events that have no value for the field (keyed `MISSING_KEY`; terms only). */
  other: boolean;
  /** How values are bucketed; absent means `terms`. */
  kind?: GroupKind;
  /** Bucket width of a `histogram` level (a number greater than 0). */
  interval?: number;
}

/** Latency statistics over `duration_ms`. */
export type LatencyStat = 'avg' | 'max' | 'p50' | 'p90' | 'p99';

/** Aggregations available on any numeric field (`distinct` counts different values). */
export type CustomFn = 'avg' | 'sum' | 'min' | 'max' | 'distinct';

/**
 * What a screen measures. Metrics are named by letter in model order (`A`, `B`, ...), and a formula combines the
 * other metrics by those letters (`A / B`). Request and response body sizes are not offered: the search API has no
 * field holding them (see README).
 */
export type Metric =
  | { kind: 'count' }
  | { kind: 'unique_users' }
  | { kind: 'unique_companies' }
  | { kind: 'unique_sessions' }
  | { kind: 'latency'; stat: LatencyStat }
  | { kind: 'custom'; field: string; fn: CustomFn }
  | { kind: 'formula'; expression: string };

/** The kinds of metric. */
export type MetricKind = Metric['kind'];

/** A window ending now. */
export type RelativeRange =
  | 'last_15m'
  | 'last_1h'
  | 'last_4h'
  | 'last_12h'
  | 'last_24h'
  | 'last_7d'
  | 'last_30d'
  | 'last_90d'
  | 'last_180d'
  | 'last_365d';

/** A fixed window between two ISO 8601 instants (`from` before `to`). */
export interface AbsoluteRange {
  from: string;
  to: string;
}

/** The time window of a query. */
export type DateRange = RelativeRange | AbsoluteRange;

/** Histogram bucket width chosen by the screen; `auto` follows the length of the range. */
export type Interval = 'auto' | 'minute' | 'hour' | 'day' | 'week' | 'month';

/** A bucket width actually sent to the server. */
export type ConcreteInterval = Exclude<Interval, 'auto'>;

/** First day of the week: 0 Sunday ... 6 Saturday. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The whole query of an analysis screen; kept in the URL. */
export interface QueryModel {
  filters: FilterGroup;
  groupBy: GroupBy[];
  metrics: Metric[];
  range: DateRange;
  interval: Interval;
  /** IANA time zone in which days, weeks and months are cut. */
  timeZone: string;
  weekStartsOn: WeekDay;
  /** Only events of users first seen inside the range (`user.first_seen_time` in the window). */
  newUsersOnly?: boolean;
  /** Only events of companies first seen inside the range (`company.first_seen_time` in the window). */
  newCompaniesOnly?: boolean;
}

/** A problem found by `validateQueryModel`: where (`filters.items[0]`, `metrics[1]`...) and what. */
export interface ValidationIssue {
  path: string;
  message: string;
}
