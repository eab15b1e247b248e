import type { Tenant } from '../../events/types';
import type { CompileBudget } from './budget';
import { parseTimeValue } from './dateMath';
import type { RangeOperator } from './dialect';
import { DslError, asList, isObject, numberOf, own, scalarText, singleEntry } from './dslError';
import { resolveField, type FieldCatalog, type FieldRef } from './fields';
import { and, constant, inList, join, or, param, sql, type Fragment } from './fragment';

/** What the compiler needs besides the clause: the field whitelist and the current time for date math. */
export interface CompileContext {
  catalog: FieldCatalog;
  now: number;
  /** The request's allowance of clauses, JSON paths and list values (compileSearch sets it; absent means unlimited). */
  budget?: CompileBudget;
  /** The searched tenant, for fields whose lookup subquery must name it (CatalogColumn.lookup); else absent. */
  tenant?: Tenant;
}

const RANGE_OPERATORS: Readonly<Record<string, RangeOperator>> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

const MAX_TERMS = 1000;
const MAX_CLAUSE_DEPTH = 16;

/** A request value that must be one string, number or boolean; else 400 naming the field. */
function assertScalar(field: FieldRef, value: unknown): void {
  if (value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value))) {
    throw new DslError(`The value for "${field.name}" must be a string, number or boolean`);
  }
  if (Array.isArray(value)) throw new DslError(`The value for "${field.name}" must be a single value here`);
}

/** A request time value for a time field, as epoch ms. */
function timeValue(field: FieldRef, value: unknown, ctx: CompileContext): number {
  assertScalar(field, value);
  return parseTimeValue(value, ctx.now, field.name).getTime();
}

/** A request value typed for the field it is compared with; numbers for number fields, timestamps for time fields. */
export function typedValue(field: FieldRef, value: unknown, ctx: CompileContext): Fragment {
  if (field.type === 'time') return ctx.catalog.dialect.time(timeValue(field, value, ctx));
  assertScalar(field, value);
  if (field.type === 'number') {
    const n = typeof value === 'boolean' ? NaN : numberOf(value);
    if (!Number.isFinite(n)) throw new DslError(`"${field.name}" is numeric: ${JSON.stringify(value).slice(0, 40)} is not a number`);
    return ctx.catalog.dialect.number(n);
  }
  return param(String(value));
}

/**
 * Text a string value shows unchanged inside its stored JSON document: every JSON column is written with
 * JSON.stringify at ingest, which escapes only quotes, backslashes, control characters and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON.stringify escapes
const VERBATIM_IN_JSON = /^[^"\\\u0000-\u001f\ud800-\udfff]+$/;
/** Characters of a number's text: numbers may be written differently in the document and in the extracted value. */
const NUMBER_TEXT = /^[0-9eE+\-.]*$/;
/** JSON punctuation around nested values, which the extracted text of an object or array writes anew. */
const JSON_PUNCTUATION = /[{}[\]:,]/;
/** Most values of one `terms` clause pre-filtered on the document text (more: the JSON is parsed for every row). */
const MAX_PREFILTER_TEXTS = 16;

/**
 * Whether an extracted value matching `text` (equal to it or starting with it; `inside`: containing it anywhere)
 * implies that the document's text contains `text`. True for string values; numbers, objects and arrays are written
 * anew when extracted, so the text must hold a character no number has, and must not start a nested value (or, when
 * it may match inside one, hold no JSON punctuation).
 */
function appearsVerbatim(text: string, inside: boolean): boolean {
  if (text.length === 0 || !VERBATIM_IN_JSON.test(text) || NUMBER_TEXT.test(text)) return false;
  return inside ? !JSON_PUNCTUATION.test(text) : !/^[{[]/.test(text);
}

/**
 * A predicate on a path inside a JSON document, preceded by a cheap test on the document's text when every value it
 * can match contains the `texts` verbatim (all of them; with `any`, at least one): a substring search over the
 * column instead of parsing the JSON of every row in the window. The predicate itself still decides.
 */
function jsonPrefiltered(ctx: CompileContext, field: FieldRef, texts: string[], predicate: Fragment, options: { any?: boolean; inside?: boolean } = {}): Fragment {
  const column = field.jsonColumn;
  if (!column || texts.length === 0 || texts.length > MAX_PREFILTER_TEXTS || !texts.every((t) => appearsVerbatim(t, options.inside === true))) return predicate;
  const tests = texts.map((t) => ctx.catalog.dialect.contains(constant(column), t));
  return and([...(options.any ? [or(tests)] : tests), predicate]);
}

function termValue(spec: unknown): unknown {
  return isObject(spec) && Object.hasOwn(spec, 'value') ? spec.value : spec;
}

function likePattern(wildcard: string): string {
  return wildcard.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%').replace(/\?/g, '_');
}

function compileRange(field: FieldRef, spec: unknown, ctx: CompileContext): Fragment {
  if (!isObject(spec)) throw new DslError(`range on "${field.name}" must be an object such as {"gte": ..., "lt": ...}`);
  const parts: Fragment[] = [];
  const { dialect } = ctx.catalog;
  const target = field.type === 'json' ? dialect.tryNumber(field.expr) : field.expr;
  for (const [key, value] of Object.entries(spec)) {
    if (key === 'format' || key === 'time_zone' || key === 'boost') continue;
    const op = own(RANGE_OPERATORS, key);
    if (!op) throw new DslError(`Unsupported range option "${key}" (use gt, gte, lt, lte)`);
    if (field.type === 'time') {
      parts.push(dialect.timeComparison(field, op, timeValue(field, value, ctx)));
      continue;
    }
    const bound = field.type === 'json' ? typedValue({ ...field, type: 'number' }, value, ctx) : typedValue(field, value, ctx);
    parts.push(sql`${target} ${constant(op)} ${bound}`);
  }
  if (parts.length === 0) throw new DslError(`range on "${field.name}" needs gt, gte, lt or lte`);
  return and(parts);
}

function compileBool(body: unknown, ctx: CompileContext, depth: number): Fragment {
  if (!isObject(body)) throw new DslError('bool must be an object');
  const allowed = ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost'];
  for (const key of Object.keys(body)) if (!allowed.includes(key)) throw new DslError(`Unsupported bool option "${key}"`);
  const must = [...asList(body.must), ...asList(body.filter)].map((c) => compileClause(c, ctx, depth + 1));
  const mustNot = asList(body.must_not).map((c) => sql`NOT (${compileClause(c, ctx, depth + 1)})`);
  const should = asList(body.should).map((c) => compileClause(c, ctx, depth + 1));
  const parts = [...must, ...mustNot];
  if (should.length > 0) {
    const given = body.minimum_should_match;
    const minimum = given === undefined ? (must.length + mustNot.length > 0 ? 0 : 1) : numberOf(given);
    if (!Number.isInteger(minimum) || minimum < 0) throw new DslError('minimum_should_match must be a whole number');
    if (minimum === 1) parts.push(or(should));
    else if (minimum > 1) parts.push(sql`(${join(should.map((s) => sql`CASE WHEN ${s} THEN 1 ELSE 0 END`), ' + ')}) >= ${param(minimum)}`);
  }
  return and(parts);
}

/**
 * A predicate on a field, made by `build` from the field; for a field read through a lookup (CatalogColumn.lookup),
 * the dialect applies it to the looked-up value.
 */
function onField(ctx: CompileContext, f: FieldRef, build: (field: FieldRef) => Fragment): Fragment {
  if (!f.lookup) return build(f);
  const { dialect } = ctx.catalog;
  if (!dialect.profileLookup) throw new Error(`${dialect.name} has no lookup for "${f.name}"`);
  return dialect.profileLookup(f.lookup, f.expr, (value) => build({ ...f, expr: value }), ctx.tenant);
}

/** Compiles one query clause (ES query DSL subset) to an SQL predicate. */
export function compileClause(clause: unknown, ctx: CompileContext, depth = 0): Fragment {
  if (depth > MAX_CLAUSE_DEPTH) throw new DslError(`The query is nested deeper than ${MAX_CLAUSE_DEPTH} levels`);
  const [kind, body] = singleEntry(clause, 'A query clause');
  ctx.budget?.clause();
  const field = (name: unknown) => {
    const resolved = resolveField(ctx.catalog, name);
    ctx.budget?.field(resolved);
    return resolved;
  };
  const { dialect } = ctx.catalog;
  switch (kind) {
    case 'match_all':
      return constant('TRUE');
    case 'match_none':
      return constant('FALSE');
    case 'bool':
      return compileBool(body, ctx, depth);
    case 'term': {
      const [name, spec] = singleEntry(body, 'term');
      const f = field(name);
      const value = termValue(spec);
      return jsonPrefiltered(ctx, f, f.type === 'json' && typeof value === 'string' ? [value] : [], onField(ctx, f, (g) => sql`${g.expr} = ${typedValue(g, value, ctx)}`));
    }
    case 'terms': {
      const [name, values] = singleEntry(body, 'terms');
      const f = field(name);
      if (!Array.isArray(values) || values.length === 0) throw new DslError(`terms on "${name}" needs a non-empty array of values`);
      if (values.length > MAX_TERMS) throw new DslError(`terms accepts at most ${MAX_TERMS} values`);
      ctx.budget?.list(values.length);
      const predicate = onField(ctx, f, (g) => sql`${g.expr} IN (${join(values.map((v) => typedValue(g, v, ctx)), ', ')})`);
      return f.type === 'json' && values.every((v) => typeof v === 'string') ? jsonPrefiltered(ctx, f, values as string[], predicate, { any: true }) : predicate;
    }
    case 'ids': {
      const values = isObject(body) ? body.values : undefined;
      if (!Array.isArray(values) || values.length === 0 || values.length > MAX_TERMS) throw new DslError('ids needs {"values": [...]} with 1 to 1000 ids');
      ctx.budget?.list(values.length);
      return inList(constant(ctx.catalog.idColumn), values.map((v) => scalarText(v, 'Each id')));
    }
    case 'range': {
      const [name, spec] = singleEntry(body, 'range');
      return onField(ctx, field(name), (g) => compileRange(g, spec, ctx));
    }
    case 'exists': {
      return onField(ctx, field(isObject(body) ? body.field : undefined), (g) => sql`${g.expr} IS NOT NULL`);
    }
    case 'prefix': {
      const [name, spec] = singleEntry(body, 'prefix');
      const f = field(name);
      const prefix = scalarText(termValue(spec), `prefix on "${name}"`);
      return jsonPrefiltered(ctx, f, [prefix], onField(ctx, f, (g) => dialect.startsWith(dialect.text(g.expr), prefix)));
    }
    case 'wildcard': {
      const [name, spec] = singleEntry(body, 'wildcard');
      const f = field(name);
      const pattern = isObject(spec) ? (spec.value ?? spec.wildcard) : spec;
      if (typeof pattern !== 'string') throw new DslError(`wildcard on "${name}" needs a string pattern`);
      const predicate = onField(ctx, f, (g) => dialect.like(dialect.text(g.expr), likePattern(pattern)));
      return jsonPrefiltered(ctx, f, pattern.split(/[*?]/).filter((part) => part.length > 0), predicate, { inside: true });
    }
    case 'match':
    case 'match_phrase': {
      const [name, spec] = singleEntry(body, kind);
      const f = field(name);
      const text = isObject(spec) ? spec.query : spec;
      if (text === undefined || text === null || typeof text === 'object') throw new DslError(`${kind} on "${name}" needs a query value`);
      if (f.type === 'number' || f.type === 'time') return onField(ctx, f, (g) => sql`${g.expr} = ${typedValue(g, text, ctx)}`);
      return onField(ctx, f, (g) => dialect.containsIgnoringCase(dialect.text(g.expr), String(text)));
    }
    default:
      throw new DslError(`Unsupported query clause "${kind}"`);
  }
}

/** Compiles an optional query (undefined or null means match_all). */
export function compileOptionalQuery(clause: unknown, ctx: CompileContext): Fragment {
  return clause === undefined || clause === null ? constant('TRUE') : compileClause(clause, ctx);
}
