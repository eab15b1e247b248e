import { fieldKind, isNumericField } from './fields';
import { isFilterGroup } from './filterTree';
import { parseFormula } from './formula';
import { histogramBucketCount, isAbsoluteRange, isRelativeRange, isTimeZone, parseInstant } from './dateRange';
import { groupKindOf, MAX_HISTOGRAM_INTERVAL } from './groupBys';
import { planHistogram } from './histogram';
import {
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_DEPTH,
  MAX_FORMULA_LENGTH,
  MAX_GROUP_BYS,
  MAX_GROUP_SIZE,
  MAX_HISTOGRAM_BUCKETS,
  MAX_METRICS,
  MAX_ONE_OF_VALUES,
  MAX_RESPONSE_BUCKETS,
} from './limits';
import { metricLetter } from './metricLetters';
import { ALL_OPERATORS, operatorsFor } from './operators';
import type { FieldType, FilterCondition, FilterGroup, GroupKind, Metric, QueryModel, ValidationIssue } from './types';

const FIELD_TYPES: readonly FieldType[] = ['string', 'number', 'time', 'boolean'];
const GROUP_KINDS: readonly GroupKind[] = ['terms', 'histogram', 'date_histogram'];
const INTERVALS = ['auto', 'minute', 'hour', 'day', 'week', 'month'];

/** A count as people read it: `43,202`. */
const count = (n: number): string => n.toLocaleString('en-US');
const LATENCY_STATS = ['avg', 'max', 'p50', 'p90', 'p99'];
const CUSTOM_FNS = ['avg', 'sum', 'min', 'max', 'distinct'];

const show = (value: unknown): string => JSON.stringify(value)?.slice(0, 60) ?? String(value);

function isTimeValue(v: unknown): boolean {
  return (typeof v === 'number' && Number.isFinite(v)) || parseInstant(v) !== null;
}

function timeOf(v: string | number): number {
  return typeof v === 'number' ? v : (parseInstant(v) as Date).getTime();
}

/** Checks one scalar value against the field type; returns a message or null. */
function scalarProblem(c: FilterCondition, v: unknown): string | null {
  switch (c.fieldType) {
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? null : `"${c.field}" is a number field: ${show(v)} is not a number`;
    case 'time':
      return isTimeValue(v) ? null : `"${c.field}" is a time field: ${show(v)} is not an ISO 8601 time with a zone or epoch milliseconds`;
    case 'boolean':
      return v === 'true' || v === 'false' ? null : `"${c.field}" is a true/false field: the value must be "true" or "false", not ${show(v)}`;
    case 'string':
      return typeof v === 'string' || typeof v === 'number' ? null : `"${c.field}" needs a text value, not ${show(v)}`;
  }
}

function conditionProblems(c: FilterCondition, path: string, out: ValidationIssue[]): void {
  const add = (message: string): void => {
    out.push({ path, message });
  };
  if (typeof c.field !== 'string' || c.field === '') return add('A filter needs a field');
  if (!FIELD_TYPES.includes(c.fieldType)) return add(`Unknown field type ${show(c.fieldType)} for "${c.field}"`);
  const kind = fieldKind(c.field);
  if (kind === null) return add(`Unknown field "${c.field}": use an event field or a path under metadata., a header or a body`);
  if (kind !== 'json' && kind !== c.fieldType) return add(`"${c.field}" is a ${kind} field, not ${c.fieldType}`);
  if (kind === 'json' && c.fieldType === 'time') return add(`"${c.field}" is inside a JSON document: filter it as text, number or true/false`);
  if (!ALL_OPERATORS.includes(c.operator)) return add(`Unknown operator ${show(c.operator)} on "${c.field}"`);
  const allowed = operatorsFor(c.fieldType);
  if (!allowed.includes(c.operator)) {
    return add(`Operator "${c.operator}" is not allowed for ${c.fieldType} field "${c.field}" (allowed: ${allowed.join(', ')})`);
  }
  const v = c.value;
  switch (c.operator) {
    case 'exists':
    case 'not_exists':
      if (v !== undefined) add(`"${c.operator}" on "${c.field}" takes no value`);
      return;
    case 'one_of': {
      if (!Array.isArray(v)) return add(`"one_of" on "${c.field}" needs a list of values`);
      if (v.length === 0) return add(`"one_of" on "${c.field}" needs at least one value`);
      if (v.length > MAX_ONE_OF_VALUES) return add(`"one_of" on "${c.field}" has ${v.length} values; at most ${MAX_ONE_OF_VALUES}`);
      const bad = v.map((item) => scalarProblem(c, item)).find((p) => p !== null);
      if (bad) add(bad);
      return;
    }
    case 'between': {
      if (!Array.isArray(v) || v.length !== 2) return add(`"between" on "${c.field}" needs two values [low, high]`);
      const bad = v.map((item) => scalarProblem(c, item)).find((p) => p !== null);
      if (bad) return add(bad);
      const [lo, hi] = c.fieldType === 'time' ? [timeOf(v[0]), timeOf(v[1])] : [v[0] as number, v[1] as number];
      if (lo > hi) add(`"between" on "${c.field}": the low value ${show(v[0])} is above the high value ${show(v[1])}`);
      return;
    }
    default: {
      if (v === undefined || Array.isArray(v)) return add(`"${c.operator}" on "${c.field}" needs a single value`);
      const bad = scalarProblem(c, v);
      if (bad) return add(bad);
      if ((c.operator === 'contains' || c.operator === 'starts_with') && v === '') add(`"${c.operator}" on "${c.field}" needs some text`);
    }
  }
}

function groupProblems(group: FilterGroup, path: string, depth: number, out: ValidationIssue[], counter: { n: number }): void {
  if (depth > MAX_FILTER_DEPTH) {
    out.push({ path, message: `Filter groups nest at most ${MAX_FILTER_DEPTH} levels deep` });
    return;
  }
  if (group.op !== 'and' && group.op !== 'or') out.push({ path, message: `A filter group combines with "and" or "or", not ${show(group.op)}` });
  group.items.forEach((item, i) => {
    const itemPath = `${path}.items[${i}]`;
    if (isFilterGroup(item)) groupProblems(item, itemPath, depth + 1, out, counter);
    else {
      counter.n += 1;
      conditionProblems(item, itemPath, out);
    }
  });
}

function metricProblems(metrics: readonly Metric[], out: ValidationIssue[]): void {
  if (metrics.length === 0) out.push({ path: 'metrics', message: 'Choose at least one metric' });
  if (metrics.length > MAX_METRICS) out.push({ path: 'metrics', message: `At most ${MAX_METRICS} metrics (A to ${metricLetter(MAX_METRICS - 1)}); this view has ${metrics.length}` });
  metrics.forEach((m, i) => {
    const path = `metrics[${i}]`;
    const letter = metricLetter(i);
    switch (m.kind) {
      case 'count':
      case 'unique_users':
      case 'unique_companies':
      case 'unique_sessions':
        return;
      case 'latency':
        if (!LATENCY_STATS.includes(m.stat)) out.push({ path, message: `Unknown latency statistic ${show(m.stat)} (use ${LATENCY_STATS.join(', ')})` });
        return;
      case 'custom':
        if (!CUSTOM_FNS.includes(m.fn)) out.push({ path, message: `Unknown function ${show(m.fn)} (use ${CUSTOM_FNS.join(', ')})` });
        if (!isNumericField(m.field)) out.push({ path, message: `Metric ${letter} needs a numeric field; "${m.field}" is not one` });
        return;
      case 'formula': {
        if (m.expression.length > MAX_FORMULA_LENGTH) {
          out.push({ path, message: `Formula ${letter} is longer than ${MAX_FORMULA_LENGTH} characters` });
          return;
        }
        const parsed = parseFormula(m.expression);
        if (!parsed.ok) {
          out.push({ path, message: `Formula ${letter}: ${parsed.error}` });
          return;
        }
        for (const ref of parsed.references) {
          const index = ref.charCodeAt(0) - 65;
          const target = metrics[index];
          if (ref === letter) out.push({ path, message: `Formula ${letter} refers to itself` });
          else if (!target) out.push({ path, message: `Formula ${letter} refers to metric ${ref}, which does not exist` });
          else if (target.kind === 'formula') out.push({ path, message: `Formula ${letter} refers to metric ${ref}, which is itself a formula` });
        }
        return;
      }
      default:
        out.push({ path, message: `Unknown metric ${show((m as { kind: unknown }).kind)}` });
    }
  });
}

/** Options of `validateQueryModel`. */
export interface ValidateOptions {
  /** Whether the screen asks for the time series (default true), as `CompileOptions.timeSeries`. */
  timeSeries?: boolean;
}

/** Buckets a date histogram group-by over the range may answer (its weeks start on Monday). */
function dateGroupBuckets(model: QueryModel): number {
  return histogramBucketCount(model.range, planHistogram({ ...model, weekStartsOn: 1 }).interval) ?? 0;
}

/** Buckets one group-by level may answer: its size (+ the missing bucket), the date histogram's points, or 1 for a numeric histogram (unknown). */
function levelBuckets(model: QueryModel, g: QueryModel['groupBy'][number]): number {
  const kind = groupKindOf(g);
  if (kind === 'date_histogram') return dateGroupBuckets(model);
  return kind === 'histogram' ? 1 : g.size + (g.other ? 1 : 0);
}

/**
 * Checks a model against the rules of the portal and the limits of the search API. Answers every problem found,
 * each with where it is and a message naming it; an empty list means the model can be compiled and run.
 * Bucket estimates follow `options.timeSeries` (as `compileToSearch`): without a time series only the date
 * histogram group-bys count their buckets.
 */
export function validateQueryModel(model: QueryModel, options: ValidateOptions = {}): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  const counter = { n: 0 };
  groupProblems(model.filters, 'filters', 1, out, counter);
  if (counter.n > MAX_FILTER_CONDITIONS) out.push({ path: 'filters', message: `At most ${MAX_FILTER_CONDITIONS} filter conditions; this view has ${counter.n}` });

  if (model.groupBy.length > MAX_GROUP_BYS) out.push({ path: 'groupBy', message: `At most ${MAX_GROUP_BYS} group-bys; this view has ${model.groupBy.length}` });
  const seen = new Set<string>();
  model.groupBy.forEach((g, i) => {
    const path = `groupBy[${i}]`;
    const kind = fieldKind(g.field);
    const groupKind = groupKindOf(g);
    if (kind === null) out.push({ path, message: `Unknown field "${g.field}" to group by` });
    else if (groupKind === 'terms' && kind === 'time') out.push({ path, message: `"${g.field}" is a time: use the interval to group by time` });
    else if (groupKind === 'histogram' && kind !== 'number' && kind !== 'json') out.push({ path, message: `"${g.field}" is not a number: a histogram needs a numeric field such as duration_ms` });
    else if (groupKind === 'date_histogram' && kind !== 'time') out.push({ path, message: `"${g.field}" is not a time: a date histogram needs a time field such as request.time` });
    if (!GROUP_KINDS.includes(groupKind)) out.push({ path, message: `Unknown grouping ${show(g.kind)} (use terms, histogram or date_histogram)` });
    if (groupKind === 'histogram' && !(typeof g.interval === 'number' && g.interval > 0 && g.interval <= MAX_HISTOGRAM_INTERVAL)) {
      out.push({ path, message: `The histogram interval of "${g.field}" must be a number greater than 0, such as 100, not ${show(g.interval)}` });
    }
    if (seen.has(g.field)) out.push({ path, message: `"${g.field}" is grouped by twice` });
    seen.add(g.field);
    if (!Number.isInteger(g.size) || g.size < 1 || g.size > MAX_GROUP_SIZE) out.push({ path, message: `Group size must be a whole number from 1 to ${MAX_GROUP_SIZE}, not ${show(g.size)}` });
    if (g.order !== 'top' && g.order !== 'bottom') out.push({ path, message: `Group order must be "top" or "bottom", not ${show(g.order)}` });
  });

  metricProblems(model.metrics, out);

  let rangeOk = true;
  if (isAbsoluteRange(model.range)) {
    const from = parseInstant(model.range.from);
    const to = parseInstant(model.range.to);
    if (!from) out.push({ path: 'range.from', message: `The start ${show(model.range.from)} is not an ISO 8601 time with a zone, such as 2024-05-01T00:00:00Z` });
    if (!to) out.push({ path: 'range.to', message: `The end ${show(model.range.to)} is not an ISO 8601 time with a zone, such as 2024-05-02T00:00:00Z` });
    if (from && to && from.getTime() >= to.getTime()) out.push({ path: 'range', message: 'The start of the range must be before its end' });
    rangeOk = Boolean(from && to && from.getTime() < to.getTime());
  } else if (!isRelativeRange(model.range)) {
    out.push({ path: 'range', message: `Unknown range ${show(model.range)}` });
    rangeOk = false;
  }

  const intervalOk = INTERVALS.includes(model.interval);
  if (!intervalOk) out.push({ path: 'interval', message: `Unknown interval ${show(model.interval)} (use ${INTERVALS.join(', ')})` });
  if (!isTimeZone(model.timeZone)) out.push({ path: 'timeZone', message: `Unknown time zone ${show(model.timeZone)}: use an IANA name such as Europe/Paris` });
  if (!Number.isInteger(model.weekStartsOn) || model.weekStartsOn < 0 || model.weekStartsOn > 6) {
    out.push({ path: 'weekStartsOn', message: `The first day of the week must be 0 (Sunday) to 6 (Saturday), not ${show(model.weekStartsOn)}` });
  }

  const hasDateGroup = model.groupBy.some((g) => groupKindOf(g) === 'date_histogram');
  if (rangeOk && intervalOk && (options.timeSeries !== false || hasDateGroup)) {
    const plan = planHistogram(model);
    const buckets = options.timeSeries === false ? 1 : (histogramBucketCount(model.range, plan.serverInterval) ?? 0);
    const points = Math.max(buckets, hasDateGroup ? dateGroupBuckets(model) : 0);
    if (points > MAX_HISTOGRAM_BUCKETS) {
      out.push({ path: 'interval', message: `A ${plan.interval} interval over this range gives about ${count(points)} points; the limit is ${count(MAX_HISTOGRAM_BUCKETS)}: choose a longer interval` });
    } else {
      const groups = model.groupBy.reduce((n, g) => n * levelBuckets(model, g), 1);
      const total = groups * buckets;
      if (total > MAX_RESPONSE_BUCKETS) {
        out.push({ path: 'groupBy', message: `This view may produce ${count(total)} buckets; the search API answers at most ${count(MAX_RESPONSE_BUCKETS)}: lower the group sizes or choose a longer interval` });
      }
    }
  }
  return out;
}
