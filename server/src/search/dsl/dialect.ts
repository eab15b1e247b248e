import type { Tenant } from '../../events/types';
import type { DateHistogramAgg } from './aggTypes';
import type { AggScope, QueryRunner } from './bucketRows';
import type { Fragment } from './fragment';

/** A comparison operator of a `range` clause. */
export type RangeOperator = '>' | '>=' | '<' | '<=';

/**
 * Where a field's value is read from another table, keyed by a column of the searched row: the profile fields on
 * events (`user.first_seen_time`) of an engine that cannot correlate a subquery with the outer row (ClickHouse).
 */
export interface ProfileLookup {
  /** The profile table, as the engine reads it (e.g. `app_users FINAL`). */
  table: string;
  /** The key column, named the same in the searched table and in the profile table (`user_id`). */
  key: string;
  /** A predicate that keeps only the profile table's live rows (e.g. `deleted = 0`), or undefined. */
  live?: string;
}

/**
 * The pieces of one terms aggregation's statement, built by runAggs.ts, which a dialect assembles into a query that
 * keeps the `size` best keys of each enclosing bucket. Its rows carry the enclosing keys `g0...`, the key `k`,
 * `doc_count`, the metrics `m0...` and `total`, the doc count of every key of that enclosing bucket together.
 */
export interface TermsStatement {
  /** The SELECT list: `g0...`, `k`, `doc_count`, `m0...`. */
  select: Fragment;
  table: string;
  where: Fragment;
  /** The enclosing buckets' key expressions (selected as `g0...`). */
  groups: Fragment[];
  /** The key expression (selected as `k`). */
  key: Fragment;
  /** The (weighted) document count aggregate. */
  countExpr: string;
  minDocCount: number;
  /** ORDER BY body of the keys within an enclosing bucket (ends with the key, so the order is total). */
  order: Fragment;
  size: number;
  /** Most rows to read (one more than the answer's bucket allowance left). */
  rowLimit: number;
}

/**
 * Every construct of the search SQL that differs between engines. The compiler (dsl/) builds statements from
 * portable SQL and these pieces; the DuckDB dialect writes exactly the SQL the compiler always wrote, the ClickHouse
 * dialect (search/clickhouse/) the subset ClickHouse 18.16 and current servers both run. A catalog
 * (`FieldCatalog.dialect`) names its engine's dialect, so the compile context and aggregation scope carry it.
 */
export interface SqlDialect {
  /** The engine, for messages. */
  readonly name: string;

  /** A request number compared with numbers (as a double). */
  number(value: number): Fragment;
  /** A request instant (epoch ms) compared with the catalog's time expressions. */
  time(epochMs: number): Fragment;
  /** `field op instant` for a time field (a dialect may add a bound on a coarser column that an index prunes on). */
  timeComparison(field: { expr: Fragment; seconds?: string }, op: RangeOperator, epochMs: number): Fragment;
  /** A time expression as epoch milliseconds (sort values, min and max). */
  epochMs(timeExpr: Fragment): Fragment;
  /** Any value as text. */
  text(expr: Fragment): Fragment;
  /** Text read as a double, NULL when it is not a number. */
  tryNumber(expr: Fragment): Fragment;
  /** A number expression as a double. */
  toDouble(expr: Fragment): Fragment;
  /** The largest whole number not above a double expression (a 64-bit integer). */
  floorToInteger(expr: Fragment): Fragment;
  /** Whether a text expression contains `needle` (case-sensitive). */
  contains(haystack: Fragment, needle: string): Fragment;
  /** Whether a text expression contains `needle`, ignoring case. */
  containsIgnoringCase(haystack: Fragment, needle: string): Fragment;
  /** Whether a text expression starts with `prefix`. */
  startsWith(text: Fragment, prefix: string): Fragment;
  /** LIKE with `%` and `_`, where a backslash escapes `%`, `_` and itself. */
  like(text: Fragment, pattern: string): Fragment;
  /**
   * The value at a path inside a JSON text column, as text (strings unquoted, numbers, booleans and nested values
   * as JSON text; NULL when absent or JSON null). Segments are validated names (fields.ts).
   */
  jsonField(column: string, segments: string[]): Fragment;
  /**
   * A predicate on a field read through a lookup: `build` makes the predicate from the value's expression. Only
   * dialects whose catalogs have lookups implement it.
   */
  profileLookup?(lookup: ProfileLookup, column: Fragment, build: (value: Fragment) => Fragment, tenant: Tenant | undefined): Fragment;

  /**
   * Whether `key` is one of `keys` (the buckets a terms aggregation found, never none), for their sub-aggregations;
   * `text`: the key expression is text (a keyword or JSON field, or a key with a `missing` value).
   */
  among(key: Fragment, keys: unknown[], text: boolean): Fragment;
  /** Number of distinct non-null values (exact). */
  distinctCount(expr: Fragment): Fragment;
  /** Interpolated percentiles (DuckDB's quantile_cont) of a number expression, as a list in `percents` order. */
  percentiles(expr: Fragment, percents: number[]): Fragment;
  /** The `index`-th (from 1) element of a list expression. */
  arrayElement(list: Fragment, index: number): Fragment;
  /** `min` or `max` of an expression: NULL over no values (a time as epoch ms). */
  extremum(fn: 'min' | 'max', expr: Fragment, isTime: boolean): Fragment;
  /** GROUP BY clause over the selected columns named `aliases`. */
  groupBy(aliases: string[]): Fragment;

  /** Runs a terms aggregation's statement(s) (see TermsStatement) and answers its rows. */
  termsRows(statement: TermsStatement, run: QueryRunner): Promise<Array<Record<string, unknown>>>;
  /** The bucket key (epoch ms of the bucket's start) of each row for a date histogram over the scope's rows. */
  histogramKey(node: DateHistogramAgg, scope: AggScope, run: QueryRunner): Promise<Fragment>;
  /** Every bucket key from the lower to the upper bound (extended_bounds, else the data), for min_doc_count 0. */
  histogramSeries(node: DateHistogramAgg, dataKeys: number[], run: QueryRunner): Promise<number[] | null>;
}
