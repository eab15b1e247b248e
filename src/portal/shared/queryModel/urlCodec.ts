import { isRelativeRange, isTimeZone, parseInstant } from './dateRange';
import { defaultQueryModel } from './defaults';
import { isFilterGroup } from './filterTree';
import { parseFormula } from './formula';
import { MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH, MAX_GROUP_BYS, MAX_GROUP_SIZE, MAX_METRICS, MAX_ONE_OF_VALUES } from './limits';
import { ALL_OPERATORS } from './operators';
import type {
  CustomFn,
  DateRange,
  FieldType,
  FilterCondition,
  FilterGroup,
  FilterItem,
  FilterValue,
  GroupBy,
  Interval,
  LatencyStat,
  Metric,
  Operator,
  QueryModel,
  WeekDay,
} from './types';

/** Separator inside one parameter value (`g=request.route~10~top`); no field name or formula contains it. */
const SEP = '~';
const TYPE_CODES: Readonly<Record<FieldType, string>> = { string: 's', number: 'n', time: 't', boolean: 'b' };
const CODE_TYPES: Readonly<Record<string, FieldType>> = { s: 'string', n: 'number', t: 'time', b: 'boolean' };
const INTERVALS: readonly Interval[] = ['auto', 'minute', 'hour', 'day', 'week', 'month'];
const LATENCY_STATS: readonly LatencyStat[] = ['avg', 'max', 'p50', 'p90', 'p99'];
const CUSTOM_FNS: readonly CustomFn[] = ['avg', 'sum', 'min', 'max', 'distinct'];
const SIMPLE_METRICS = ['count', 'unique_users', 'unique_companies', 'unique_sessions'] as const;
const MAX_FIELD_LENGTH = 300;
/** `size` given to histogram group-bys read from a URL (they keep every non-empty bucket; size is unused). */
const DEFAULT_BUCKET_GROUP_SIZE = 10;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function encodeItem(item: FilterItem): Json {
  if (isFilterGroup(item)) return { [item.op]: item.items.map(encodeItem) };
  const out: Json[] = [item.field, TYPE_CODES[item.fieldType], item.operator];
  if (item.value !== undefined) out.push(item.value);
  return out;
}

function encodeMetric(m: Metric): string {
  switch (m.kind) {
    case 'latency':
      return ['latency', m.stat].join(SEP);
    case 'custom':
      return ['custom', m.fn, m.field].join(SEP);
    case 'formula':
      return ['formula', m.expression].join(SEP);
    default:
      return m.kind;
  }
}

function encodeGroupBy(g: GroupBy): string {
  if (g.kind === 'histogram') return [g.field, 'histogram', String(g.interval)].join(SEP);
  if (g.kind === 'date_histogram') return [g.field, 'date_histogram'].join(SEP);
  return [g.field, String(g.size), g.order, ...(g.other ? ['other'] : [])].join(SEP);
}

function encodeRange(range: DateRange): string {
  return typeof range === 'string' ? range : `${range.from}${SEP}${range.to}`;
}

/**
 * The URL parameters of a model: `range` (`last_24h` or `from~to`), `interval`, `tz`, `wk` (first day of the week),
 * `f` (the filter tree as compact JSON: `{"and":[["request.verb","s","is","GET"]]}`), then one `g` per group-by
 * (`field~size~top|bottom[~other]`, `field~histogram~100`, `field~date_histogram`), one `m` per metric (`count`,
 * `latency~p90`, `custom~avg~field`, `formula~A / B`) and `new=users` / `new=companies` for the new-only flags. Every setting is written, so a link reopens the same view whatever the reader's defaults.
 */
export function toSearchParams(model: QueryModel): URLSearchParams {
  const params = new URLSearchParams();
  params.set('range', encodeRange(model.range));
  params.set('interval', model.interval);
  params.set('tz', model.timeZone);
  params.set('wk', String(model.weekStartsOn));
  if (model.filters.op !== 'and' || model.filters.items.length > 0) params.set('f', JSON.stringify(encodeItem(model.filters)));
  for (const g of model.groupBy) params.append('g', encodeGroupBy(g));
  for (const m of model.metrics) params.append('m', encodeMetric(m));
  if (model.newUsersOnly) params.append('new', 'users');
  if (model.newCompaniesOnly) params.append('new', 'companies');
  return params;
}

/** The same parameters as a query string (no `?`), escaping only what must be, so `~` and `(` stay readable. */
export function toQueryString(model: QueryModel): string {
  return [...toSearchParams(model)].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

const isField = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_FIELD_LENGTH && !v.includes(SEP);
const isScalar = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

function decodeValue(v: unknown): FilterValue | null {
  if (isScalar(v)) return v;
  if (Array.isArray(v) && v.length <= MAX_ONE_OF_VALUES && v.every(isScalar)) return v;
  return null;
}

function decodeCondition(node: unknown[]): FilterCondition | null {
  if (node.length !== 3 && node.length !== 4) return null;
  const [field, code, operator, value] = node;
  if (!isField(field) || typeof code !== 'string' || !Object.hasOwn(CODE_TYPES, code)) return null;
  if (!ALL_OPERATORS.includes(operator as Operator)) return null;
  const condition: FilterCondition = { field, fieldType: CODE_TYPES[code], operator: operator as Operator };
  if (node.length === 4) {
    const decoded = decodeValue(value);
    if (decoded === null) return null;
    condition.value = decoded;
  }
  return condition;
}

function decodeGroup(node: unknown, depth: number, counter: { n: number }): FilterGroup | null {
  if (depth > MAX_FILTER_DEPTH || typeof node !== 'object' || node === null || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1 || (keys[0] !== 'and' && keys[0] !== 'or')) return null;
  const op = keys[0];
  const list: unknown = (node as Record<string, unknown>)[op];
  if (!Array.isArray(list)) return null;
  const items: FilterItem[] = [];
  for (const child of list) {
    let item: FilterItem | null;
    if (Array.isArray(child)) {
      counter.n += 1;
      item = counter.n > MAX_FILTER_CONDITIONS ? null : decodeCondition(child);
    } else {
      item = decodeGroup(child, depth + 1, counter);
    }
    if (!item) return null;
    items.push(item);
  }
  return { op, items };
}

function decodeFilters(text: string | null): FilterGroup | null {
  if (text === null) return null;
  try {
    return decodeGroup(JSON.parse(text), 1, { n: 0 });
  } catch {
    return null;
  }
}

function decodeRange(text: string | null): DateRange | null {
  if (text === null) return null;
  if (isRelativeRange(text)) return text;
  const parts = text.split(SEP);
  if (parts.length !== 2 || !parseInstant(parts[0]) || !parseInstant(parts[1])) return null;
  return { from: parts[0], to: parts[1] };
}

/** A number as the URL writes it (`100`, `0.5`, `1e-3`); null for anything else. */
function decodeInterval(text: string): number | null {
  if (!/^\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function decodeGroupBy(text: string): GroupBy | null {
  const parts = text.split(SEP);
  if (parts[1] === 'histogram' || parts[1] === 'date_histogram') {
    const [field, kind, intervalText] = parts;
    if (!isField(field)) return null;
    const base = { field, size: DEFAULT_BUCKET_GROUP_SIZE, order: 'top' as const, other: false };
    if (kind === 'date_histogram') return parts.length === 2 ? { ...base, kind } : null;
    const interval = parts.length === 3 ? decodeInterval(intervalText) : null;
    return interval === null ? null : { ...base, kind, interval };
  }
  const other = parts.length === 4 && parts[3] === 'other';
  if (parts.length !== 3 && !other) return null;
  const [field, sizeText, order] = parts;
  if (!isField(field) || !/^\d{1,3}$/.test(sizeText) || (order !== 'top' && order !== 'bottom')) return null;
  const size = Number(sizeText);
  if (size < 1 || size > MAX_GROUP_SIZE) return null;
  return { field, size, order, other };
}

function decodeMetric(text: string): Metric | null {
  const [kind, ...rest] = text.split(SEP);
  if ((SIMPLE_METRICS as readonly string[]).includes(kind) && rest.length === 0) return { kind: kind as (typeof SIMPLE_METRICS)[number] };
  if (kind === 'latency' && rest.length === 1 && LATENCY_STATS.includes(rest[0] as LatencyStat)) return { kind, stat: rest[0] as LatencyStat };
  if (kind === 'custom' && rest.length === 2 && CUSTOM_FNS.includes(rest[0] as CustomFn) && isField(rest[1])) {
    return { kind, fn: rest[0] as CustomFn, field: rest[1] };
  }
  if (kind === 'formula' && rest.length === 1 && parseFormula(rest[0]).ok) return { kind, expression: rest[0] };
  return null;
}

/** `new=users` and `new=companies`; the defaults' flags when no `new` parameter is present. */
function newFlags(params: URLSearchParams, defaults: QueryModel): Pick<QueryModel, 'newUsersOnly' | 'newCompaniesOnly'> {
  const values = params.getAll('new');
  const users = values.length > 0 ? values.includes('users') : Boolean(defaults.newUsersOnly);
  const companies = values.length > 0 ? values.includes('companies') : Boolean(defaults.newCompaniesOnly);
  return { ...(users ? { newUsersOnly: true } : {}), ...(companies ? { newCompaniesOnly: true } : {}) };
}

/**
 * Reads a model from URL parameters written by `toSearchParams`. Never throws: a missing, unknown or malformed
 * parameter takes the default's value (the whole filter tree when `f` is malformed); a malformed group-by or metric
 * entry is dropped, extra ones beyond the limits ignored, and no metric left means the default metrics.
 */
export function fromSearchParams(params: URLSearchParams, defaults: QueryModel = defaultQueryModel()): QueryModel {
  const interval = params.get('interval');
  const tz = params.get('tz');
  const wk = params.get('wk');
  const groupBy = params
    .getAll('g')
    .map(decodeGroupBy)
    .filter((g): g is GroupBy => g !== null)
    .filter((g, i, all) => all.findIndex((o) => o.field === g.field) === i)
    .slice(0, MAX_GROUP_BYS);
  const metrics = params
    .getAll('m')
    .map(decodeMetric)
    .filter((m): m is Metric => m !== null)
    .slice(0, MAX_METRICS);
  return {
    filters: decodeFilters(params.get('f')) ?? defaults.filters,
    groupBy: params.has('g') ? groupBy : defaults.groupBy,
    metrics: metrics.length > 0 ? metrics : defaults.metrics,
    range: decodeRange(params.get('range')) ?? defaults.range,
    interval: INTERVALS.includes(interval as Interval) ? (interval as Interval) : defaults.interval,
    timeZone: isTimeZone(tz) ? tz : defaults.timeZone,
    weekStartsOn: wk !== null && /^[0-6]$/.test(wk) ? (Number(wk) as WeekDay) : defaults.weekStartsOn,
    ...newFlags(params, defaults),
  };
}
