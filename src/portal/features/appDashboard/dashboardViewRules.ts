/**
 * The dashboard's view: the range and filters kept in the URL (default the last 24 hours, all events), the app's time zone and first day of
 * the week, the interval of its charts, and the window of the key numbers with the previous period of the same length.
 */
import type { SearchWindow } from '@/api/search';
import { formatWindow } from '@/portal/shared/queryControls/windowRules';
import {
  defaultQueryModel,
  fromSearchParams,
  isAbsoluteRange,
  isFilterGroup,
  isTimeZone,
  planHistogram,
  rangeDurationMs,
  RELATIVE_RANGES,
  toSearchParams,
  type DateRange,
  type FilterGroup,
  type QueryModel,
  type WeekDay,
} from '@/portal/shared/queryModel';

/** The app settings the dashboard follows, as the time series does. */
export interface AppTimeSettings {
  /** IANA zone in which days are cut; UTC when missing or unknown. */
  time_zone?: string;
  /** First day of the week, 0 Sunday to 6 Saturday; Monday when missing. */
  week_starts_on?: number;
}

const isWeekDay = (day: number | undefined): day is WeekDay => typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6;

/**
 * The dashboard's model: the URL's `range` (else the last 24 hours) and filters (`f`, else all events), the app's
 * zone and first day of the week. Every other setting of the query model is the tiles' own: the URL's is ignored.
 */
export function dashboardModel(search: string, app: AppTimeSettings | undefined): QueryModel {
  const defaults: QueryModel = {
    ...defaultQueryModel(),
    timeZone: isTimeZone(app?.time_zone) ? app.time_zone : 'UTC',
    weekStartsOn: isWeekDay(app?.week_starts_on) ? app.week_starts_on : 1,
  };
  const { range, filters } = fromSearchParams(new URLSearchParams(search), defaults);
  return { ...defaults, range, filters };
}

/** The dashboard's URL parameters: `range`, and `f` (the query model's filter tree) when there are filters. */
export function dashboardSearchParams(model: QueryModel): URLSearchParams {
  const all = toSearchParams(model);
  const params = new URLSearchParams({ range: all.get('range') ?? '' });
  const filters = all.get('f');
  if (filters !== null) params.set('f', filters);
  return params;
}

const conditionCount = (group: FilterGroup): number =>
  group.items.reduce((n, item) => n + (isFilterGroup(item) ? conditionCount(item) : 1), 0);

/** True when the model's filters hold a condition (a tree of empty groups matches every event). */
export const hasFilters = (model: QueryModel): boolean => conditionCount(model.filters) > 0;

/**
 * The model a chart tile asks with: the automatic interval, except that weeks not starting on Monday are shown as
 * days (the server's weeks start on Monday, and percentiles cannot be added up into other weeks).
 */
export function chartModel(model: QueryModel): QueryModel {
  return planHistogram(model).rollUpWeeks ? { ...model, interval: 'day' } : model;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A duration in the search API's date math: whole hours when it is, else minutes (`48h`, `30m`). */
export const durationMath = (ms: number): string => (ms % HOUR === 0 ? `${ms / HOUR}h` : `${Math.round(ms / MINUTE)}m`);

/** The window of the key numbers: the range and the period of the same length before it, split at `boundary`. */
export interface ComparisonWindow {
  /** `from`/`to` covering both periods. */
  params: SearchWindow;
  /** Where the range starts: events at or after it are the current period, before it the previous one. */
  boundary: string;
}

/** The range plus the period before it, or null when the range has no positive length. */
export function comparisonWindow(range: DateRange): ComparisonWindow | null {
  const length = rangeDurationMs(range);
  if (length === null || length <= 0) return null;
  if (isAbsoluteRange(range)) {
    const from = new Date(Date.parse(range.from) - length).toISOString();
    return { params: { from, to: range.to }, boundary: range.from };
  }
  return { params: { from: `-${durationMath(2 * length)}`, to: 'now' }, boundary: `now-${durationMath(length)}` };
}

const DAY = 24 * HOUR;

/** A relative range's length in words: `hour`, `15 minutes`, `24 hours`, `7 days` (as the range picker names them). */
function lengthWords(ms: number): string {
  if (ms === HOUR) return 'hour';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)} minutes`;
  if (ms < 2 * DAY) return `${Math.round(ms / HOUR)} hours`;
  return `${Math.round(ms / DAY)} days`;
}

/** The range in words for subtitles: `last 24 hours`, or the two times of a fixed window in the app's zone. */
export const rangeWords = (range: DateRange, timeZone: string): string =>
  isAbsoluteRange(range) ? formatWindow(range, timeZone) : `last ${lengthWords(RELATIVE_RANGES[range].ms)}`;

/** The previous period in words: `the previous 24 hours`, `the previous hour`, `the previous period`. */
export const previousPeriodWords = (range: DateRange): string =>
  isAbsoluteRange(range) ? 'the previous period' : `the previous ${lengthWords(RELATIVE_RANGES[range].ms)}`;
