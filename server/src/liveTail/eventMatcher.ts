import { CompileBudget } from '../search/dsl/budget';
import { compileClause } from '../search/dsl/compileQuery';
import { parseTimeValue } from '../search/dsl/dateMath';
import { DslError, asList, isObject, numberOf, own, scalarText, singleEntry } from '../search/dsl/dslError';
import { EVENT_FIELDS, type FieldType } from '../search/dsl/fields';
import { searchLimits } from '../search/limits';

/** An event document (`_source` of eventDocument.ts) tested against a viewer's query. */
export type EventPredicate = (doc: Record<string, unknown>) => boolean;

/** A field of the query resolved to where its value sits in the document. */
interface DocField {
  /** Path of the value in the document. */
  path: string[];
  type: FieldType;
}

/** Document paths of the JSON prefixes (`metadata.`, headers, bodies) and whether their keys are lower-cased. */
const JSON_PREFIXES: Array<{ prefix: string; path: string[]; lowercase: boolean }> = Object.keys(EVENT_FIELDS.jsonPrefixes).map((prefix) => ({
  prefix,
  path: prefix.slice(0, -1).split('.'),
  lowercase: EVENT_FIELDS.lowercasePrefixes.includes(prefix),
}));

/** Where a (validated) field name's value sits in the event document. */
function docField(name: string): DocField {
  const bare = name.replace(/\.(raw|keyword)$/, '');
  const column = own(EVENT_FIELDS.columns, bare);
  // Columns read from other tables (a subquery such as the user's first-seen time) are not in the event document.
  if (column?.column.startsWith('(')) throw new DslError(`The live tail cannot filter on "${name}": it is read from the user or company profile, not the event`);
  if (column) return { path: bare === '_id' ? ['id'] : bare.split('.'), type: column.type };
  const json = JSON_PREFIXES.find((p) => bare.startsWith(p.prefix));
  if (!json) throw new Error(`Unresolved field ${name}`);
  const rest = bare.slice(json.prefix.length);
  return { path: [...json.path, ...(json.lowercase ? rest.toLowerCase() : rest).split('.')], type: 'json' };
}

/** The value at a path, following own properties only. */
function valueAt(doc: Record<string, unknown>, path: string[]): unknown {
  let current: unknown = doc;
  for (const segment of path) {
    if (!isObject(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}

/** What the SQL side reads for a field: JSON values as `json_extract_string` gives them, null when absent. */
function sqlValue(doc: Record<string, unknown>, field: DocField): string | number | null {
  const value = valueAt(doc, field.path);
  if (value === undefined || value === null) return null;
  if (field.type === 'json') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (field.type === 'number') return typeof value === 'number' ? value : numberOf(value);
  if (field.type === 'time') return typeof value === 'string' ? Date.parse(value) : null;
  return typeof value === 'string' ? value : String(value);
}

/** `CAST(value AS VARCHAR)`: times in SQL's `YYYY-MM-DD HH:MM:SS.mmm` form. */
function asText(value: string | number, type: FieldType): string {
  if (type === 'time' && typeof value === 'number') return new Date(value).toISOString().replace('T', ' ').replace('Z', '');
  return String(value);
}

/** A request value typed as the compiler types it for the field. */
function typed(field: DocField, value: unknown, now: number, name: string): string | number {
  if (field.type === 'number') return numberOf(value);
  if (field.type === 'time') return parseTimeValue(value, now, name).getTime();
  return String(value);
}

function termValue(spec: unknown): unknown {
  return isObject(spec) && Object.hasOwn(spec, 'value') ? spec.value : spec;
}

/** A LIKE pattern of `wildcard` (`*` any run, `?` one character) as an anchored regular expression. */
function wildcardRegex(pattern: string): RegExp {
  const source = [...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 's');
}

const RANGE_TESTS: Readonly<Record<string, (a: number | string, b: number | string) => boolean>> = {
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
};

function rangePredicate(name: string, spec: Record<string, unknown>, now: number): EventPredicate {
  const field = docField(name);
  const bounds = Object.entries(spec)
    .filter(([key]) => own(RANGE_TESTS, key))
    .map(([key, value]) => ({ test: RANGE_TESTS[key], bound: field.type === 'json' ? numberOf(value) : typed(field, value, now, name) }));
  return (doc) => {
    const raw = sqlValue(doc, field);
    // JSON values compare as TRY_CAST(... AS DOUBLE): text that is not a number never matches.
    const value = field.type === 'json' && raw !== null ? Number(raw) : raw;
    if (value === null || (typeof value === 'number' && Number.isNaN(value))) return false;
    return bounds.every(({ test, bound }) => test(value, bound));
  };
}

function boolPredicate(body: Record<string, unknown>, now: number): EventPredicate {
  const must = [...asList(body.must), ...asList(body.filter)].map((c) => predicateOf(c, now));
  const mustNot = asList(body.must_not).map((c) => predicateOf(c, now));
  const should = asList(body.should).map((c) => predicateOf(c, now));
  const given = body.minimum_should_match;
  const minimum = should.length === 0 ? 0 : given === undefined ? (must.length + mustNot.length > 0 ? 0 : 1) : numberOf(given);
  return (doc) =>
    must.every((p) => p(doc)) &&
    !mustNot.some((p) => p(doc)) &&
    (minimum === 0 || should.filter((p) => p(doc)).length >= minimum);
}

/** One clause as a predicate (the clause is valid: compileClause checked it first). */
function predicateOf(clause: unknown, now: number): EventPredicate {
  const [kind, body] = singleEntry(clause, 'A query clause');
  switch (kind) {
    case 'match_all':
      return () => true;
    case 'match_none':
      return () => false;
    case 'bool':
      return boolPredicate(body as Record<string, unknown>, now);
    case 'term':
    case 'terms': {
      const [name, spec] = singleEntry(body, kind);
      const field = docField(name);
      const wanted = (kind === 'term' ? [termValue(spec)] : (spec as unknown[])).map((v) => typed(field, v, now, name));
      return (doc) => {
        const value = sqlValue(doc, field);
        return value !== null && wanted.includes(value);
      };
    }
    case 'ids': {
      const values = new Set(((body as Record<string, unknown>).values as unknown[]).map((v) => scalarText(v, 'Each id')));
      return (doc) => typeof doc.id === 'string' && values.has(doc.id);
    }
    case 'range': {
      const [name, spec] = singleEntry(body, 'range');
      return rangePredicate(name, spec as Record<string, unknown>, now);
    }
    case 'exists': {
      const field = docField((body as Record<string, unknown>).field as string);
      return (doc) => sqlValue(doc, field) !== null;
    }
    case 'prefix':
    case 'wildcard': {
      const [name, spec] = singleEntry(body, kind);
      const field = docField(name);
      const text = kind === 'prefix' ? scalarText(termValue(spec), kind) : String(isObject(spec) ? (spec.value ?? spec.wildcard) : spec);
      const test = kind === 'prefix' ? (s: string) => s.startsWith(text) : (s: string) => wildcardRegex(text).test(s);
      return (doc) => {
        const value = sqlValue(doc, field);
        return value !== null && test(asText(value, field.type));
      };
    }
    case 'match':
    case 'match_phrase': {
      const [name, spec] = singleEntry(body, kind);
      const field = docField(name);
      const query = isObject(spec) ? spec.query : spec;
      if (field.type === 'number' || field.type === 'time') {
        const wanted = typed(field, query, now, name);
        return (doc) => sqlValue(doc, field) === wanted;
      }
      const needle = String(query).toLowerCase();
      return (doc) => {
        const value = sqlValue(doc, field);
        return value !== null && String(value).toLowerCase().includes(needle);
      };
    }
    default:
      throw new Error(`Unsupported query clause ${kind}`);
  }
}

/**
 * The live tail's filter: the search API's query clauses (server/src/search/README.md, "Supported DSL subset")
 * applied in memory to an event document. The clause is first compiled by the search compiler, so a query the
 * search refuses is refused here with the same 400 message and limits; date math (`now-1h`) is read once, at `now`.
 * Undefined or null matches every event.
 */
export function compileEventPredicate(query: unknown, now = Date.now()): EventPredicate {
  if (query === undefined || query === null) return () => true;
  compileClause(query, { catalog: EVENT_FIELDS, now, budget: new CompileBudget(searchLimits()) });
  return predicateOf(query, now);
}
