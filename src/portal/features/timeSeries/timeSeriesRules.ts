/** Pure rules of the time series screen: the search of a view, reading the answer into series, the CSV table. */
import {
  aggregationKey,
  aggregationRequest,
  appTimeDefaults,
  defaultQueryModel,
  evaluateFormula,
  fromSearchParams,
  groupAggName,
  isAnswerObject,
  metricLetter,
  metricValue,
  SERIES_AGG,
  weekStartOf,
  type AggregationRequest,
  type AnswerJson,
  type AppTimeSettings,
  type HistogramPlan,
  type QueryModel,
  type WeekDay,
} from '@/portal/shared/queryModel';
import { metricName } from '@/portal/shared/queryControls/metricNames';

/** The search of one view: query parameters, body and the histogram asked for. */
export type SeriesRequest = AggregationRequest;

/** One line of the chart: one metric for one group (or for all events without group-by). */
export interface Series {
  /** Stable identity across answers: the group keys and the metric letter. */
  id: string;
  /** The metric's letter (`A`, `B`...). */
  letter: string;
  /** The group keys joined with ` / `, or null without group-by. */
  group: string | null;
  /** The group keys as the answer gave them (numbers for numeric fields), outermost first; empty without group-by. */
  keys: GroupKey[];
  /** What the legend and the table header show. */
  label: string;
  /** One value per time of `SeriesSet.times`; null is a gap (no value, or a formula dividing by zero). */
  values: (number | null)[];
  /**
   * Only on the columns "compare to previous period" adds: the id of the series compared (`of`), and whether this
   * one holds its previous-period values (drawn dashed) or the change in % (table and CSV only).
   */
  comparison?: { kind: 'previous' | 'change'; of: string };
}

/** The series of an answer on a shared time axis. */
export interface SeriesSet {
  /** Bucket starts, epoch milliseconds, ascending. */
  times: number[];
  series: Series[];
}

/** Reads the view from the URL; what the URL does not say comes from the app (zone, first day of the week). */
export function viewFromSearch(search: string, app: AppTimeSettings | undefined): QueryModel {
  const defaults: QueryModel = {
    ...defaultQueryModel(),
    ...appTimeDefaults(app),
  };
  return fromSearchParams(new URLSearchParams(search), defaults);
}

/** The aggregation search of a (valid) view: metrics, group-bys and the date histogram, no hits. */
export const seriesRequest = (model: QueryModel): SeriesRequest => aggregationRequest(model, { timeSeries: true });

/** Identity of a view's answer. */
export const seriesKey = (orgId: string, appId: string, request: SeriesRequest): string => aggregationKey(orgId, appId, request);

/** A group-by bucket key as the answer gives it. */
export type GroupKey = string | number;

/** Values by letter for one time bucket. */
type BucketValues = Record<string, number | null>;

interface GroupSeries {
  keys: GroupKey[];
  points: Map<number, BucketValues>;
}

function readBuckets(level: AnswerJson, name: string): AnswerJson[] {
  const agg = level[name];
  return isAnswerObject(agg) && Array.isArray(agg.buckets) ? agg.buckets.filter(isAnswerObject) : [];
}

function bucketTime(bucket: AnswerJson): number | null {
  if (typeof bucket.key === 'number') return bucket.key;
  return typeof bucket.key === 'string' && Number.isFinite(Date.parse(bucket.key)) ? Date.parse(bucket.key) : null;
}

/** Walks `g0` > `g1` > `g2` down to the `series` histogram of each group. */
function collectGroups(level: AnswerJson, depth: number, groupCount: number, keys: GroupKey[], letters: string[], out: GroupSeries[]): void {
  if (depth === groupCount) {
    const points = new Map<number, BucketValues>();
    for (const bucket of readBuckets(level, SERIES_AGG)) {
      const time = bucketTime(bucket);
      if (time === null) continue;
      const values: BucketValues = {};
      for (const letter of letters) values[letter] = metricValue(bucket, letter);
      points.set(time, values);
    }
    out.push({ keys, points });
    return;
  }
  for (const bucket of readBuckets(level, groupAggName(depth))) {
    const key = typeof bucket.key === 'number' && Number.isFinite(bucket.key) ? bucket.key : String(bucket.key ?? '');
    collectGroups(bucket, depth + 1, groupCount, [...keys, key], letters, out);
  }
}

/** Adds daily points up into weeks starting on the model's first day (the server's weeks start on Monday). */
export function rollUpWeeks(points: Map<number, BucketValues>, timeZone: string, weekStartsOn: WeekDay): Map<number, BucketValues> {
  const weeks = new Map<number, BucketValues>();
  for (const [time, values] of points) {
    const week = weekStartOf(time, timeZone, weekStartsOn);
    const sum = weeks.get(week) ?? {};
    for (const [letter, value] of Object.entries(values)) {
      const before = sum[letter] ?? null;
      sum[letter] = value === null ? before : (before ?? 0) + value;
    }
    weeks.set(week, sum);
  }
  return weeks;
}

/**
 * Reads an aggregation answer into series: one per group (the group keys joined) and metric, on the union of the
 * bucket times. Formulas are computed per bucket from the other letters (null where they divide by zero).
 */
export function buildSeries(aggregations: Record<string, unknown> | null, model: QueryModel, histogram: HistogramPlan | null): SeriesSet {
  if (!aggregations) return { times: [], series: [] };
  const aggLetters = model.metrics.flatMap((metric, i) => (metric.kind === 'formula' ? [] : [metricLetter(i)]));
  const groups: GroupSeries[] = [];
  collectGroups(aggregations, 0, model.groupBy.length, [], aggLetters, groups);
  if (histogram?.rollUpWeeks) {
    for (const group of groups) group.points = rollUpWeeks(group.points, model.timeZone, model.weekStartsOn);
  }
  const times = [...new Set(groups.flatMap((group) => [...group.points.keys()]))].sort((a, b) => a - b);
  const series: Series[] = [];
  for (const group of groups) {
    const groupLabel = group.keys.length > 0 ? group.keys.join(' / ') : null;
    model.metrics.forEach((metric, i) => {
      const letter = metricLetter(i);
      const values = times.map((time) => {
        const point = group.points.get(time);
        if (!point) return null;
        return metric.kind === 'formula' ? evaluateFormula(metric.expression, point) : (point[letter] ?? null);
      });
      const name = `${letter}: ${metricName(metric)}`;
      series.push({
        id: JSON.stringify([...group.keys.map(String), letter]),
        letter,
        group: groupLabel,
        keys: group.keys,
        label: groupLabel === null ? name : `${groupLabel} · ${name}`,
        values,
      });
    });
  }
  return { times, series };
}

/** True when no series has a value other than 0 or a gap. */
export const isEmptySeries = (set: SeriesSet): boolean => set.series.every((s) => s.values.every((v) => v === null || v === 0));
