import type { CompileBudget } from './budget';
import type { SqlDialect } from './dialect';
import { DslError, asList, isObject } from './dslError';
import { MAX_SORT_KEYS } from '../limits';
import { assertNoLookup, resolveField, type FieldCatalog, type FieldRef } from './fields';
import { typedValue, type CompileContext } from './compileQuery';
import { and, constant, join, or, sql, type Fragment } from './fragment';

/** One sort key: field, direction. Results always end with the id so that search_after pages are stable. */
export interface SortKey {
  field: FieldRef;
  desc: boolean;
}

function direction(value: unknown, name: string): boolean {
  const order = isObject(value) ? value.order : value;
  if (order === undefined) return name.startsWith('request.time') || name.endsWith('_time');
  if (order !== 'asc' && order !== 'desc') throw new DslError(`Sort order for "${name}" must be asc or desc`);
  return order === 'desc';
}

/** Parses `sort` (string, {field: order}, {field: {order}} or a list of those); `_score` is ignored (no scoring). */
export function parseSort(spec: unknown, catalog: FieldCatalog, fallback: Array<[string, 'asc' | 'desc']>, budget?: CompileBudget): SortKey[] {
  const keys: SortKey[] = [];
  const items = asList(spec);
  const maxKeys = budget?.limits.maxSortKeys ?? MAX_SORT_KEYS;
  if (items.length > maxKeys) throw new DslError(`At most ${maxKeys} sort keys`);
  for (const item of items) {
    const [name, value] = typeof item === 'string' ? [item, undefined] : isObject(item) && Object.keys(item).length === 1 ? Object.entries(item)[0] : [null, null];
    if (typeof name !== 'string') throw new DslError('Each sort entry must be a field name or {"field": "asc|desc"}');
    if (name === '_score') continue;
    const field = resolveField(catalog, name);
    assertNoLookup(field, catalog);
    budget?.field(field);
    keys.push({ field, desc: direction(value, name) });
  }
  if (keys.length === 0) for (const [name, order] of fallback) keys.push({ field: resolveField(catalog, name), desc: order === 'desc' });
  if (!keys.some((k) => k.field.expr.sql === catalog.idColumn)) {
    keys.push({ field: resolveField(catalog, '_id'), desc: keys.length > 0 && keys[keys.length - 1].desc });
  }
  return keys;
}

/** ORDER BY clause body; missing values sort last either way. */
export function orderByOf(keys: SortKey[]): Fragment {
  return join(keys.map((k) => sql`${k.field.expr} ${constant(k.desc ? 'DESC' : 'ASC')} NULLS LAST`), ', ');
}

/** Expressions selected as sort values (times as epoch ms, like Elasticsearch). */
export function sortValueExprs(keys: SortKey[], dialect: SqlDialect): Fragment[] {
  return keys.map((k) => (k.field.type === 'time' ? dialect.epochMs(k.field.expr) : k.field.expr));
}

/**
 * Keyset predicate for search_after: rows strictly after the given sort values in the sort order
 * (a OP v) OR (a = v AND (b OP w)) ..., with NULLs after every value.
 */
export function searchAfterOf(keys: SortKey[], values: unknown, ctx: CompileContext): Fragment {
  if (!Array.isArray(values) || values.length === 0 || values.length > keys.length) {
    throw new DslError(`search_after must be an array of 1 to ${keys.length} sort values (the sort of the last hit)`);
  }
  const level = (i: number): Fragment => {
    const key = keys[i];
    const value = values[i];
    const isLast = i === values.length - 1;
    if (value === null) return isLast ? constant('FALSE') : and([sql`${key.field.expr} IS NULL`, level(i + 1)]);
    const typed = typedValue(key.field, value, ctx);
    const after = or([sql`${key.field.expr} ${constant(key.desc ? '<' : '>')} ${typed}`, sql`${key.field.expr} IS NULL`]);
    return isLast ? after : or([after, and([sql`${key.field.expr} = ${typedValue(key.field, value, ctx)}`, level(i + 1)])]);
  };
  return level(0);
}
