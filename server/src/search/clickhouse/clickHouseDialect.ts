import type { ClickHouseCapabilities } from '../../storage/clickhouse/version';
import { DATETIME_MAX_MS } from '../../storage/clickhouse/literal';
import type { RangeOperator, SqlDialect } from '../dsl/dialect';
import { and, constant, inList, param, sql, type Fragment } from '../dsl/fragment';
import { clickHouseHistogramKey, clickHouseHistogramSeries } from './clickHouseHistogram';
import { clickHouseTermsRows } from './clickHouseTerms';
import { clickHouseJsonField } from './jsonField';
import { clickHousePercentiles } from './percentiles';
import { clickHouseProfileLookup } from './profileLookup';

/** `toDateTime(s)` of the whole second of an instant, within DateTime's range (bounds outside it hold every row). */
function secondOf(epochMs: number): Fragment {
  const seconds = Math.min(Math.max(Math.floor(epochMs / 1000), 0), DATETIME_MAX_MS / 1000);
  return sql`toDateTime(${param(seconds)})`;
}

/** The bound on the seconds column implied by `ms op instant` (the instant's second, inclusive either way). */
const SECONDS_OPERATOR: Record<RangeOperator, string> = { '>': '>=', '>=': '>=', '<': '<=', '<=': '<=' };

/**
 * The ClickHouse dialect: SQL that ClickHouse 18.16 and current servers both run, with JSON paths read by
 * `JSONExtract*` when the server has it (`capabilities.jsonExtract`). Times are epoch-ms Int64 expressions (the
 * catalogs' `(toInt64(time) * 1000 + time_ms)`), compared with epoch-ms literals; a comparison on the event time
 * also bounds the `time` column itself, so the primary key (org_id, app_id, time) prunes.
 */
export function clickHouseDialect(capabilities: Pick<ClickHouseCapabilities, 'jsonExtract'>): SqlDialect {
  return {
    name: 'ClickHouse',
    number: (value) => sql`toFloat64(${param(value)})`,
    time: (epochMs) => param(epochMs),
    timeComparison(field, op, epochMs) {
      const exact = sql`${field.expr} ${constant(op)} ${param(epochMs)}`;
      return field.seconds ? and([sql`${constant(field.seconds)} ${constant(SECONDS_OPERATOR[op])} ${secondOf(epochMs)}`, exact]) : exact;
    },
    epochMs: (expr) => expr,
    text: (expr) => sql`toString(${expr})`,
    tryNumber: (expr) => sql`toFloat64OrNull(${expr})`,
    toDouble: (expr) => sql`toFloat64(${expr})`,
    floorToInteger: (expr) => sql`toInt64(floor(${expr}))`,
    contains: (haystack, needle) => sql`position(${haystack}, ${param(needle)}) > 0`,
    containsIgnoringCase: (haystack, needle) => sql`position(lowerUTF8(${haystack}), lowerUTF8(${param(needle)})) > 0`,
    startsWith: (text, prefix) => sql`startsWith(${text}, ${param(prefix)})`,
    like: (text, pattern) => sql`${text} LIKE ${param(pattern)}`,
    jsonField: (column, segments) => clickHouseJsonField(column, segments, capabilities.jsonExtract),
    profileLookup: clickHouseProfileLookup,

    among: (key, keys) => inList(key, keys),
    distinctCount: (expr) => sql`uniqExact(${expr})`,
    percentiles: clickHousePercentiles,
    arrayElement: (list, index) => sql`arrayElement(${list}, ${param(index)})`,
    // Over no rows ClickHouse answers a non-Nullable column's default (0), not NULL.
    extremum: (fn, expr) => sql`if(count(${expr}) > 0, ${constant(fn)}(${expr}), NULL)`,
    groupBy: (aliases) => constant(`GROUP BY ${aliases.join(', ')}`),

    termsRows: clickHouseTermsRows,
    histogramKey: clickHouseHistogramKey,
    histogramSeries: (node, dataKeys) => clickHouseHistogramSeries(node, dataKeys),
  };
}
