import { isFilterGroup } from './filterTree';
import type { FilterCondition, FilterGroup } from './types';

/** One clause of the search DSL (`{term: {...}}`, `{bool: {...}}` ...). */
export type DslClause = Record<string, unknown>;

interface Compiled {
  clause: DslClause;
  /** The clause must NOT match (it goes to `must_not`). */
  negated: boolean;
}

const WILDCARD_SPECIALS = /[*?]/;

/**
 * `contains`: a `wildcard` `*text*`. The server's wildcard has no escape character, so when the text itself holds
 * `*` or `?` those become `?` (any one character) and a `match_phrase` on the same text (a substring test, case
 * insensitive) makes sure the characters are really there.
 */
function containsClause(field: string, text: string): DslClause {
  const pattern = { wildcard: { [field]: { value: `*${text.replace(/[*?]/g, '?')}*` } } };
  if (!WILDCARD_SPECIALS.test(text)) return pattern;
  return { bool: { filter: [pattern, { match_phrase: { [field]: text } }] } };
}

function scalar(c: FilterCondition, v: string | number): string | number | boolean {
  if (c.fieldType === 'boolean') return v === 'true';
  if (c.fieldType === 'string') return String(v);
  return v;
}

function single(c: FilterCondition): string | number {
  return c.value as string | number;
}

function compileCondition(c: FilterCondition): Compiled {
  const f = c.field;
  switch (c.operator) {
    case 'is':
      return { clause: { term: { [f]: scalar(c, single(c)) } }, negated: false };
    case 'is_not':
      return { clause: { term: { [f]: scalar(c, single(c)) } }, negated: true };
    case 'one_of':
      return { clause: { terms: { [f]: (c.value as (string | number)[]).map((v) => scalar(c, v)) } }, negated: false };
    case 'contains':
      return { clause: containsClause(f, String(single(c))), negated: false };
    case 'starts_with':
      return { clause: { prefix: { [f]: { value: String(single(c)) } } }, negated: false };
    case 'exists':
      return { clause: { exists: { field: f } }, negated: false };
    case 'not_exists':
      return { clause: { exists: { field: f } }, negated: true };
    case 'between': {
      const [gte, lte] = c.value as [string | number, string | number];
      return { clause: { range: { [f]: { gte, lte } } }, negated: false };
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return { clause: { range: { [f]: { [c.operator]: single(c) } } }, negated: false };
  }
}

function compileItem(item: FilterCondition | FilterGroup): Compiled | null {
  if (!isFilterGroup(item)) return compileCondition(item);
  const clause = compileGroupClause(item);
  return clause ? { clause, negated: false } : null;
}

function compileGroupClause(group: FilterGroup): DslClause | null {
  const parts = group.items.map(compileItem).filter((p): p is Compiled => p !== null);
  if (parts.length === 0) return null;
  if (group.op === 'or') {
    const should = parts.map((p) => (p.negated ? { bool: { must_not: [p.clause] } } : p.clause));
    return { bool: { should, minimum_should_match: 1 } };
  }
  const filter = parts.filter((p) => !p.negated).map((p) => p.clause);
  const mustNot = parts.filter((p) => p.negated).map((p) => p.clause);
  return { bool: { ...(filter.length ? { filter } : {}), ...(mustNot.length ? { must_not: mustNot } : {}) } };
}

/**
 * Compiles a filter tree into a `bool` query: an AND group puts its conditions in `filter` and its negations
 * (`is_not`, `not_exists`) in `must_not`; an OR group lists them in `should` with `minimum_should_match: 1`, a
 * negation wrapped in its own `bool.must_not`. Empty groups match everything and are left out; null when nothing
 * is left (no query needed).
 */
export function compileFilters(group: FilterGroup): DslClause | null {
  return compileGroupClause(group);
}
