/**
 * Compare to previous period: the window of the same length just before the view's, its search (pinned to the top
 * series when the view is grouped), its values aligned to the view's buckets, and the change in %.
 */
import type { SearchWindow } from '@/api/search';
import {
  fieldKind,
  isAbsoluteRange,
  MISSING_KEY,
  parseInstant,
  RELATIVE_RANGES,
  type ConcreteInterval,
  type DateRange,
  type FilterCondition,
  type FilterGroup,
  type QueryModel,
} from '@/portal/shared/queryModel';
import { seriesRequest, type GroupKey, type Series, type SeriesRequest, type SeriesSet } from './timeSeriesRules';

/** The window before a view's: the search's `from`/`to`, the histogram's bounds and the length both windows share. */
export interface PreviousWindow {
  params: SearchWindow;
  /** `extended_bounds` of the histogram, so the previous window's empty buckets are filled too. */
  bounds: { min: string; max: string };
  /** Length of each window: previous times plus this land on the view's times. */
  durationMs: number;
}

const RELATIVE_API = /^(\d+)([mhd])$/;

/**
 * The window of the same length that ends where the view's starts: `last_24h` (`-24h`..`now`) gives `-48h`..`-24h`;
 * an absolute window `from`..`to` gives `from - (to - from)`..`from`. Null for a range that does not parse.
 */
export function previousWindow(range: DateRange): PreviousWindow | null {
  if (isAbsoluteRange(range)) {
    const from = parseInstant(range.from);
    const to = parseInstant(range.to);
    if (!from || !to || from >= to) return null;
    const durationMs = to.getTime() - from.getTime();
    const start = new Date(from.getTime() - durationMs).toISOString();
    const end = from.toISOString();
    return { params: { from: start, to: end }, bounds: { min: start, max: end }, durationMs };
  }
  const { ms, api } = RELATIVE_RANGES[range];
  const match = RELATIVE_API.exec(api);
  if (!match) return null;
  const [, amount, unit] = match;
  const twice = `${Number(amount) * 2}${unit}`;
  const once = `${amount}${unit}`;
  return { params: { from: `-${twice}`, to: `-${once}` }, bounds: { min: `now-${twice}`, max: `now-${once}` }, durationMs: ms };
}

/** A condition keeping only the events of one group key (`not_exists` for the bucket of events without a value). */
export function pinCondition(field: string, key: GroupKey): FilterCondition {
  const kind = fieldKind(field);
  const fieldType = kind === 'json' || kind === null ? (typeof key === 'number' ? 'number' : 'string') : kind;
  if (key === MISSING_KEY) return { field, fieldType, operator: 'not_exists' };
  if (fieldType === 'boolean') return { field, fieldType, operator: 'is', value: key === 1 || key === 'true' ? 'true' : 'false' };
  if (fieldType === 'number' || fieldType === 'time') return { field, fieldType, operator: 'is', value: Number(key) };
  return { field, fieldType, operator: 'is', value: String(key) };
}

/** The view's filters plus one condition per group-by level pinning it to the given keys. */
export function pinToGroup(model: QueryModel, keys: readonly GroupKey[]): FilterGroup {
  const pins = model.groupBy.map((group, i) => pinCondition(group.field, keys[i]));
  return model.filters.op === 'and' ? { op: 'and', items: [...model.filters.items, ...pins] } : { op: 'and', items: [model.filters, ...pins] };
}

/** The keys of the top series (the first group of the answer); null without group-by or before an answer. */
export function topGroupKeys(model: QueryModel, set: SeriesSet | null): GroupKey[] | null {
  if (model.groupBy.length === 0 || !set) return null;
  const first = set.series.find((s) => !s.comparison);
  return first && first.keys.length === model.groupBy.length ? first.keys : null;
}

type Json = Record<string, unknown>;

/** A copy of a search body with every histogram's `extended_bounds` replaced. */
function withBounds(node: unknown, bounds: PreviousWindow['bounds']): unknown {
  if (Array.isArray(node)) return node.map((item) => withBounds(item, bounds));
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === 'extended_bounds' ? { ...bounds } : withBounds(value, bounds);
  return out;
}

/**
 * The search of the previous window: the view's metrics and histogram over the window before it. A grouped view is
 * compared on its top series only: the previous search keeps the group-bys but is filtered to the top series' keys,
 * so the same series ids come back. Null when there is nothing to compare yet (no window, or no top series).
 */
export function previousRequest(model: QueryModel, topKeys: readonly GroupKey[] | null): SeriesRequest | null {
  const window = previousWindow(model.range);
  if (!window) return null;
  if (model.groupBy.length > 0 && !topKeys) return null;
  const pinned = topKeys && model.groupBy.length > 0 ? { ...model, filters: pinToGroup(model, topKeys) } : model;
  const request = seriesRequest(pinned);
  return { ...request, params: window.params, body: withBounds(request.body, window.bounds) as SeriesRequest['body'] };
}

/** Half of each interval's shortest length: how far a shifted previous bucket may sit from the view's bucket. */
const HALF_INTERVAL_MS: Readonly<Record<ConcreteInterval, number>> = {
  minute: 30_000,
  hour: 1_800_000,
  day: 43_200_000,
  week: 302_400_000,
  month: 1_209_600_000,
};

/** Index of the time nearest to `target` in an ascending list (-1 for an empty list). */
function nearestIndex(times: readonly number[], target: number): number {
  let low = 0;
  let high = times.length - 1;
  if (high < 0) return -1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (times[mid] < target) low = mid + 1;
    else high = mid;
  }
  return low > 0 && target - times[low - 1] <= times[low] - target ? low - 1 : low;
}

/**
 * The previous window's values on the view's times, by series id: each previous bucket is moved forward by the
 * window's length and lands on the view's bucket nearest to it (within half an interval, so days still meet across a
 * daylight-saving change). Buckets that land nowhere are dropped; view buckets nothing lands on are gaps.
 */
export function alignPrevious(current: SeriesSet, previous: SeriesSet, durationMs: number, interval: ConcreteInterval): Map<string, (number | null)[]> {
  const slots = previous.times.map((time) => {
    const target = time + durationMs;
    const index = nearestIndex(current.times, target);
    return index >= 0 && Math.abs(current.times[index] - target) <= HALF_INTERVAL_MS[interval] ? index : -1;
  });
  const aligned = new Map<string, (number | null)[]>();
  for (const series of previous.series) {
    const values: (number | null)[] = current.times.map(() => null);
    series.values.forEach((value, j) => {
      if (slots[j] >= 0 && values[slots[j]] === null) values[slots[j]] = value;
    });
    aligned.set(series.id, values);
  }
  return aligned;
}

/** The change from the previous value in % (`(now - before) / |before| × 100`); null without both, or from 0. */
export function percentChange(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return ((now - before) / Math.abs(before)) * 100;
}

const changeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A change in % as shown: `+50%`, `-33.3%`, `0%`; `–` when there is none. */
export const formatChange = (change: number | null | undefined): string =>
  change === null || change === undefined || !Number.isFinite(change) ? '–' : `${changeFormat.format(change)}%`;

/**
 * The view's series with, after each compared one, its previous-period series (labelled "(previous period)") and its
 * change in % ("change %"). Series without previous values are left as they are.
 */
export function withComparison(set: SeriesSet, aligned: ReadonlyMap<string, (number | null)[]>): SeriesSet {
  const series: Series[] = [];
  for (const s of set.series) {
    series.push(s);
    const before = aligned.get(s.id);
    if (!before || s.comparison) continue;
    series.push({ ...s, id: `${s.id}|previous`, label: `${s.label} (previous period)`, values: before, comparison: { kind: 'previous', of: s.id } });
    const change = s.values.map((value, i) => percentChange(value, before[i]));
    series.push({ ...s, id: `${s.id}|change`, label: `${s.label} change %`, values: change, comparison: { kind: 'change', of: s.id } });
  }
  return { times: set.times, series };
}
