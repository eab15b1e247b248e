import type { CompileBudget } from './budget';
import { parseTimeValue } from './dateMath';
import { DslError, asList, isObject, numberOf, own, scalarText, singleEntry } from './dslError';
import { resolveField, type FieldCatalog, type FieldRef } from './fields';
import { and, constant, join, or, param, sql, type Fragment } from './fragment';

/** What the compiler needs besides the clause: the field whitelist and the current time for date math. */
export interface CompileContext {
  catalog: FieldCatalog;
  now: number;
  /** The request's allowance of clauses, JSON paths and list values (compileSearch sets it; absent means unlimited). */
  budget?: CompileBudget;
}

const RANGE_OPERATORS: Readonly<Record<string, string>> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

const MAX_TERMS = 1000;
const MAX_CLAUSE_DEPTH = 16;

/** A request value typed for the field it is compared with; numbers for number fields, timestamps for time fields. */
export function typedValue(field: FieldRef, value: unknown, ctx: CompileContext): Fragment {
  if (value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value))) {
    throw new DslError(`The value for "${field.name}" must be a string, number or boolean`);
  }
  if (Array.isArray(value)) throw new DslError(`The value for "${field.name}" must be a single value here`);
  if (field.type === 'number') {
    const n = typeof value === 'boolean' ? NaN : numberOf(value);
    if (!Number.isFinite(n)) throw new DslError(`"${field.name}" is numeric: ${JSON.stringify(value).slice(0, 40)} is not a number`);
    return sql`${param(n)}::DOUBLE`;
  }
  if (field.type === 'time') {
    const iso = parseTimeValue(value, ctx.now, field.name).toISOString().replace('T', ' ').replace('Z', '');
    return sql`${param(iso)}::TIMESTAMP`;
  }
  return param(String(value));
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
  const target = field.type === 'json' ? sql`TRY_CAST(${field.expr} AS DOUBLE)` : field.expr;
  for (const [key, value] of Object.entries(spec)) {
    if (key === 'format' || key === 'time_zone' || key === 'boost') continue;
    const op = own(RANGE_OPERATORS, key);
    if (!op) throw new DslError(`Unsupported range option "${key}" (use gt, gte, lt, lte)`);
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
      return sql`${f.expr} = ${typedValue(f, termValue(spec), ctx)}`;
    }
    case 'terms': {
      const [name, values] = singleEntry(body, 'terms');
      const f = field(name);
      if (!Array.isArray(values) || values.length === 0) throw new DslError(`terms on "${name}" needs a non-empty array of values`);
      if (values.length > MAX_TERMS) throw new DslError(`terms accepts at most ${MAX_TERMS} values`);
      ctx.budget?.list(values.length);
      return sql`${f.expr} IN (${join(values.map((v) => typedValue(f, v, ctx)), ', ')})`;
    }
    case 'ids': {
      const values = isObject(body) ? body.values : undefined;
      if (!Array.isArray(values) || values.length === 0 || values.length > MAX_TERMS) throw new DslError('ids needs {"values": [...]} with 1 to 1000 ids');
      ctx.budget?.list(values.length);
      return sql`${constant(ctx.catalog.idColumn)} IN (${join(values.map((v) => param(scalarText(v, 'Each id'))), ', ')})`;
    }
    case 'range': {
      const [name, spec] = singleEntry(body, 'range');
      return compileRange(field(name), spec, ctx);
    }
    case 'exists': {
      const f = field(isObject(body) ? body.field : undefined);
      return sql`${f.expr} IS NOT NULL`;
    }
    case 'prefix': {
      const [name, spec] = singleEntry(body, 'prefix');
      const f = field(name);
      return sql`starts_with(CAST(${f.expr} AS VARCHAR), ${param(scalarText(termValue(spec), `prefix on "${name}"`))})`;
    }
    case 'wildcard': {
      const [name, spec] = singleEntry(body, 'wildcard');
      const f = field(name);
      const pattern = isObject(spec) ? (spec.value ?? spec.wildcard) : spec;
      if (typeof pattern !== 'string') throw new DslError(`wildcard on "${name}" needs a string pattern`);
      return sql`CAST(${f.expr} AS VARCHAR) LIKE ${param(likePattern(pattern))} ESCAPE '\\'`;
    }
    case 'match':
    case 'match_phrase': {
      const [name, spec] = singleEntry(body, kind);
      const f = field(name);
      const text = isObject(spec) ? spec.query : spec;
      if (text === undefined || text === null || typeof text === 'object') throw new DslError(`${kind} on "${name}" needs a query value`);
      if (f.type === 'number' || f.type === 'time') return sql`${f.expr} = ${typedValue(f, text, ctx)}`;
      return sql`contains(lower(CAST(${f.expr} AS VARCHAR)), lower(${param(String(text))}))`;
    }
    default:
      throw new DslError(`Unsupported query clause "${kind}"`);
  }
}

/** Compiles an optional query (undefined or null means match_all). */
export function compileOptionalQuery(clause: unknown, ctx: CompileContext): Fragment {
  return clause === undefined || clause === null ? constant('TRUE') : compileClause(clause, ctx);
}
