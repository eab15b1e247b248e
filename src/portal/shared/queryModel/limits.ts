/** Bounds of the query model; the search API's own limits are in server/src/search/README.md. */

/** Filter groups nest at most this deep (the top group counts as 1). */
export const MAX_FILTER_DEPTH = 3;
/** Conditions in the whole filter tree. */
export const MAX_FILTER_CONDITIONS = 100;
/** Values of one `one_of` condition (the server takes up to 1000 per `terms`). */
export const MAX_ONE_OF_VALUES = 1000;
/** Levels of grouping. */
export const MAX_GROUP_BYS = 3;
/** Values kept per grouping level. */
export const MAX_GROUP_SIZE = 100;
/** Metrics of one view, named `A` to `H`; keeps the aggregation count under the server's 50. */
export const MAX_METRICS = 8;
/** Longest formula text. */
export const MAX_FORMULA_LENGTH = 200;
/** Histogram buckets the server fills per request. */
export const MAX_HISTOGRAM_BUCKETS = 10_000;
/** Buckets of all aggregations of one answer. */
export const MAX_RESPONSE_BUCKETS = 65_536;
/** Key of the bucket holding events without a value for a grouped field (`GroupBy.other`). */
export const MISSING_KEY = '(none)';
