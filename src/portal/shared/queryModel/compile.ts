import type { SearchBody } from '@/api/search';
import { compileFilters, type DslClause } from './compileFilters';
import { metricAggregations } from './compileMetrics';
import { rangeBounds, rangeQueryParams } from './dateRange';
import { TIME_FIELD } from './fields';
import { groupBucketAggregation } from './groupBys';
import { planHistogram, type HistogramPlan } from './histogram';
import { newEntityClauses } from './newEntities';
import type { QueryModel } from './types';

/** Name of the date histogram aggregation. */
export const SERIES_AGG = 'series';

/** Name of the terms aggregation of the group-by at an index: `g0`, `g1`, `g2`. */
export const groupAggName = (index: number): string => `g${index}`;

/** Options of `compileToSearch`. */
export interface CompileOptions {
  /** Add the time series (default true); a table-only screen can leave it out. */
  timeSeries?: boolean;
}

/** A model compiled for the search API: the `from`/`to` query parameters, the body, and how to read the answer. */
export interface CompiledSearch {
  params: { from: string; to: string };
  body: SearchBody;
  /** The histogram asked for, or null without a time series. */
  histogram: HistogramPlan | null;
}

/**
 * Compiles a (valid) model into a search of events. Layout of `aggs`: the group-bys nested as `g0` > `g1` > `g2` (terms,
 * histogram or date_histogram aggregations); with a time series, the `series` date histogram at the innermost level
 * with the metrics by letter inside each bucket; without one, the metrics by letter at every level (the window's
 * totals, then per group). Run `validateQueryModel` first: an invalid model
 * compiles into a body the server refuses.
 */
export function compileToSearch(model: QueryModel, options: CompileOptions = {}): CompiledSearch {
  const metrics = metricAggregations(model.metrics);
  const histogram = options.timeSeries === false ? null : planHistogram(model);

  // A time series reads only its buckets' metrics: totals of the window per group level are asked for tables alone
  // (each one is more statements for the server, a percentile a costly one).
  const totals = histogram ? {} : metrics;
  let level: Record<string, DslClause> = { ...totals };
  if (histogram) {
    level[SERIES_AGG] = {
      date_histogram: {
        field: TIME_FIELD,
        calendar_interval: histogram.serverInterval,
        time_zone: model.timeZone,
        min_doc_count: 0,
        extended_bounds: rangeBounds(model.range),
      },
      aggs: { ...metrics },
    };
  }
  for (let i = model.groupBy.length - 1; i >= 0; i -= 1) {
    level = { ...totals, [groupAggName(i)]: { ...groupBucketAggregation(model.groupBy[i], model), aggs: level } };
  }

  const filters = compileFilters(model.filters);
  const extra = newEntityClauses(model);
  const query = extra.length === 0 ? filters : { bool: { filter: [...(filters ? [filters] : []), ...extra] } };
  const body: SearchBody = { size: 0, ...(query ? { query } : {}), aggs: level };
  return { params: rangeQueryParams(model.range), body, histogram };
}
