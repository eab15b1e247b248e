/**
 * The aggregation search of an analysis view (metrics and group-bys, no hits) and the first step of reading its
 * answer: what every screen that shows only aggregations (the time series, segmentation) builds the same way.
 */
import type { SearchBody, SearchWindow } from '@/api/search';
import { compileToSearch } from './compile';
import { isTimeZone } from './dateRange';
import type { HistogramPlan } from './histogram';
import type { QueryModel, WeekDay } from './types';

/** The app's settings a view starts from. */
export interface AppTimeSettings {
  /** The app's IANA time zone. */
  time_zone?: string;
  /** The app's first day of the week, 0 (Sunday) to 6. */
  week_starts_on?: number;
}

/** The zone a screen cuts and shows times in: the app's, else UTC. */
export const displayZone = (zone: string | undefined): string => (isTimeZone(zone) ? zone : 'UTC');

const isWeekDay = (day: number | undefined): day is WeekDay => typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6;

/** What a view takes from its app when the URL does not say: the time zone (else UTC) and first day (else Monday). */
export function appTimeDefaults(app: AppTimeSettings | undefined): Pick<QueryModel, 'timeZone' | 'weekStartsOn'> {
  return { timeZone: displayZone(app?.time_zone), weekStartsOn: isWeekDay(app?.week_starts_on) ? app.week_starts_on : 1 };
}

/** The search of one view: query parameters, body (aggregations only) and the histogram asked for. */
export interface AggregationRequest {
  params: SearchWindow;
  body: SearchBody;
  /** The time series histogram, or null for a view without one. */
  histogram: HistogramPlan | null;
}

/** The aggregation search of a (valid) view: `compileToSearch` without hits. */
export function aggregationRequest(model: QueryModel, { timeSeries }: { timeSeries: boolean }): AggregationRequest {
  const { params, body, histogram } = compileToSearch(model, { timeSeries });
  return { params, body: { ...body, size: 0 }, histogram };
}

/** Identity of a view's answer in a slice: the organization, the app and the search. */
export const aggregationKey = (orgId: string, appId: string, request: Pick<AggregationRequest, 'params' | 'body'>): string =>
  JSON.stringify([orgId, appId, request.params, request.body]);

/** A JSON object of an answer: the `aggregations`, or one of their buckets. */
export type AnswerJson = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
export const isAnswerObject = (value: unknown): value is AnswerJson => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number of an answer, else null. */
export const answerNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A metric's value in a bucket: `{value}`, or the single percentile of `{values}`; null when absent. */
export function metricValue(bucket: AnswerJson, letter: string): number | null {
  const agg = bucket[letter];
  if (!isAnswerObject(agg)) return null;
  if ('value' in agg) return answerNumber(agg.value);
  if (isAnswerObject(agg.values)) return answerNumber(Object.values(agg.values)[0]);
  return null;
}
