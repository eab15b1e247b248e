import type { AggNode, DateHistogramAgg, MetricAgg, TermsAgg, TermsOrder } from './aggTypes';
import { compileClause, typedValue, type CompileContext } from './compileQuery';
import { parseTimeValue } from './dateMath';
import { DslError, asList, isObject, numberOf, own, scalarText } from './dslError';
import { assertNoLookup, resolveField, type FieldRef } from './fields';
import { param } from './fragment';
import { parseNumericHistogram } from './numericHistogram';
import { MAX_FILTERS_ENTRIES } from '../limits';

const METRICS = ['sum', 'avg', 'min', 'max', 'cardinality', 'value_count', 'percentiles'] as const;
const CALENDAR: Readonly<Record<string, DateHistogramAgg['calendar']>> = {
  minute: 'minute', '1m': 'minute', hour: 'hour', '1h': 'hour', day: 'day', '1d': 'day', week: 'week', '1w': 'week',
  month: 'month', '1M': 'month', quarter: 'quarter', '1q': 'quarter', year: 'year', '1y': 'year',
};
const FIXED = /^(\d{1,6})(ms|s|m|h|d)$/;
const FIXED_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const MAX_TERMS_SIZE = 1000;
const MAX_AGGS = 50;

/** Whether the name is an IANA time zone the runtime knows (e.g. America/Los_Angeles). */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A field of an aggregation, counted against the request's JSON-path allowance. */
function aggField(ctx: CompileContext, name: unknown): FieldRef {
  const field = resolveField(ctx.catalog, name);
  assertNoLookup(field, ctx.catalog);
  ctx.budget?.field(field);
  return field;
}

function count(value: unknown, what: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = numberOf(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new DslError(`${what} must be a whole number from 0 to ${max}`);
  return n;
}

function parseOrder(spec: unknown, name: string): TermsOrder[] {
  if (spec === undefined) return [{ by: '_count', desc: true }, { by: '_key', desc: false }];
  return asList(spec).map((item) => {
    if (!isObject(item) || Object.keys(item).length !== 1) throw new DslError(`order of "${name}" must be {"_count"|"_key"|"<metric>": "asc"|"desc"}`);
    const [key, dir] = Object.entries(item)[0];
    if (dir !== 'asc' && dir !== 'desc') throw new DslError(`order direction of "${name}" must be asc or desc`);
    const desc = dir === 'desc';
    if (key === '_count' || key === '_key' || key === '_term') return { by: key === '_count' ? '_count' : '_key', desc };
    const dot = key.lastIndexOf('.');
    const percent = dot > 0 ? numberOf(key.slice(dot + 1)) : NaN;
    return Number.isFinite(percent) ? { by: 'metric', metric: key.slice(0, dot), percent, desc } : { by: 'metric', metric: key, desc };
  });
}

function parseMetric(name: string, fn: MetricAgg['fn'], body: Record<string, unknown>, ctx: CompileContext): MetricAgg {
  const field = aggField(ctx, body.field);
  const metric: MetricAgg = { kind: 'metric', name, fn, field };
  if (body.missing !== undefined) metric.missing = typedValue(field.type === 'json' ? { ...field, type: 'number' } : field, body.missing, ctx);
  if (fn === 'percentiles') {
    const percents = body.percents === undefined ? [1, 5, 25, 50, 75, 95, 99] : body.percents;
    if (!Array.isArray(percents) || percents.length === 0 || percents.length > 20 || !percents.every((p) => typeof p === 'number' && p >= 0 && p <= 100)) {
      throw new DslError(`percents of "${name}" must be 1 to 20 numbers from 0 to 100`);
    }
    metric.percents = percents as number[];
  }
  return metric;
}

function parseHistogram(name: string, body: Record<string, unknown>, ctx: CompileContext, children: AggNode[]): DateHistogramAgg {
  const field = aggField(ctx, body.field);
  if (field.type !== 'time') throw new DslError(`date_histogram "${name}" needs a time field such as request.time`);
  const interval = body.calendar_interval ?? body.fixed_interval ?? body.interval;
  if (typeof interval !== 'string') throw new DslError(`date_histogram "${name}" needs calendar_interval, fixed_interval or interval`);
  const timeZone = typeof body.time_zone === 'string' ? body.time_zone : 'UTC';
  if (!isTimeZone(timeZone)) throw new DslError(`time_zone "${timeZone.slice(0, 64)}" is not an IANA time zone`);
  const agg: DateHistogramAgg = { kind: 'date_histogram', name, field, timeZone, minDocCount: count(body.min_doc_count, 'min_doc_count', 1, 1_000_000_000), children };
  const fixed = FIXED.exec(interval);
  if (body.calendar_interval === undefined && fixed) agg.fixedMs = Number(fixed[1]) * FIXED_MS[fixed[2]];
  else if (own(CALENDAR, interval)) agg.calendar = own(CALENDAR, interval);
  else throw new DslError(`Unsupported date_histogram interval "${interval.slice(0, 20)}"`);
  if (agg.fixedMs !== undefined && agg.fixedMs < 1000) throw new DslError('fixed_interval must be at least 1s');
  if (isObject(body.extended_bounds)) {
    agg.bounds = {
      min: parseTimeValue(body.extended_bounds.min, ctx.now, 'extended_bounds.min'),
      max: parseTimeValue(body.extended_bounds.max, ctx.now, 'extended_bounds.max'),
    };
  }
  return agg;
}

function parseNode(name: string, spec: unknown, ctx: CompileContext, budget: { left: number }): AggNode {
  if (--budget.left < 0) throw new DslError(`At most ${MAX_AGGS} aggregations per request`);
  if (!isObject(spec)) throw new DslError(`Aggregation "${name}" must be an object`);
  const { aggs, aggregations, meta: _meta, ...rest } = spec;
  const kinds = Object.keys(rest);
  if (kinds.length !== 1) throw new DslError(`Aggregation "${name}" must have exactly one type, got ${kinds.join(', ') || 'none'}`);
  const kind = kinds[0];
  const body = rest[kind];
  if (!isObject(body)) throw new DslError(`Aggregation "${name}" (${kind}) must be an object`);
  const children = parseAggs(aggs ?? aggregations, ctx, budget);
  const isMetric = (METRICS as readonly string[]).includes(kind);
  if (isMetric && children.length > 0) throw new DslError(`Metric aggregation "${name}" cannot have sub-aggregations`);
  switch (kind) {
    case 'terms': {
      const terms: TermsAgg = {
        kind: 'terms', name, field: aggField(ctx, body.field), size: count(body.size, 'size', 10, MAX_TERMS_SIZE),
        order: parseOrder(body.order, name), minDocCount: count(body.min_doc_count, 'min_doc_count', 1, 1_000_000_000), children,
      };
      if (body.missing !== undefined) terms.missing = param(scalarText(body.missing, `missing of "${name}"`));
      for (const o of terms.order) {
        if (o.by === 'metric' && !children.some((c) => c.kind === 'metric' && c.name === o.metric)) {
          throw new DslError(`Terms "${name}" is ordered by "${o.metric}", which is not one of its metric sub-aggregations`);
        }
      }
      return terms;
    }
    case 'date_histogram':
      return parseHistogram(name, body, ctx, children);
    case 'histogram':
      return parseNumericHistogram(name, body, aggField(ctx, body.field), children);
    case 'filter':
      return { kind: 'filter', name, condition: compileClause(body, ctx), children };
    case 'filters': {
      const list = body.filters;
      const maxEntries = ctx.budget?.limits.maxFiltersEntries ?? MAX_FILTERS_ENTRIES;
      const entries = Array.isArray(list) ? list.length : isObject(list) ? Object.keys(list).length : 0;
      if (entries > maxEntries) throw new DslError(`filters "${name}" has ${entries} entries: at most ${maxEntries}`);
      if (Array.isArray(list)) return { kind: 'filters', name, keyed: false, children, filters: list.map((c, i) => ({ key: String(i), condition: compileClause(c, ctx) })) };
      if (!isObject(list)) throw new DslError(`filters "${name}" needs "filters": {name: clause} or [clause, ...]`);
      return { kind: 'filters', name, keyed: true, children, filters: Object.entries(list).map(([key, c]) => ({ key, condition: compileClause(c, ctx) })) };
    }
    default:
      if (isMetric) return parseMetric(name, kind as MetricAgg['fn'], body, ctx);
      throw new DslError(`Unsupported aggregation "${kind}" in "${name}"`);
  }
}

/** Parses and validates `aggs`/`aggregations` into a tree of nodes with compiled SQL fragments. */
export function parseAggs(spec: unknown, ctx: CompileContext, budget = { left: MAX_AGGS }): AggNode[] {
  if (spec === undefined || spec === null) return [];
  if (!isObject(spec)) throw new DslError('aggs must be an object of named aggregations');
  return Object.entries(spec).map(([name, node]) => parseNode(name, node, ctx, budget));
}
