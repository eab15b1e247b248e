/**
 * A piece of SQL with its bound values. The SQL text only ever comes from string literals in this code base
 * (template strings and catalog constants); every value that arrives in a request becomes a `?` parameter
 * through param(). This is what keeps search queries free of SQL injection by construction.
 */
export interface Fragment {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** A bound value. */
export function param(value: unknown): Fragment {
  return { sql: '?', params: [value] };
}

/** A constant SQL text chosen by the compiler (column names, operators, function names from whitelists). */
export function constant(sqlText: string): Fragment {
  return { sql: sqlText, params: [] };
}

/** Tagged template composing fragments in order: sql`${a} AND ${b}`. Only fragments can be interpolated. */
export function sql(strings: TemplateStringsArray, ...parts: Fragment[]): Fragment {
  let text = strings[0];
  const params: unknown[] = [];
  parts.forEach((part, i) => {
    text += part.sql + strings[i + 1];
    params.push(...part.params);
  });
  return { sql: text, params };
}

/** Joins fragments with a constant separator. */
export function join(parts: Fragment[], separator: string): Fragment {
  return { sql: parts.map((p) => p.sql).join(separator), params: parts.flatMap((p) => p.params) };
}

/** `expr IN (?, ?, ...)`, each value bound (`values` must not be empty). */
export function inList(expr: Fragment, values: readonly unknown[]): Fragment {
  return sql`${expr} IN (${join(values.map((v) => param(v)), ', ')})`;
}

/** TRUE for an empty list, else the fragments AND-ed, each in parentheses. */
export function and(parts: Fragment[]): Fragment {
  return parts.length === 0 ? constant('TRUE') : join(parts.map((p) => sql`(${p})`), ' AND ');
}

/** FALSE for an empty list, else the fragments OR-ed. */
export function or(parts: Fragment[]): Fragment {
  return parts.length === 0 ? constant('FALSE') : join(parts.map((p) => sql`(${p})`), ' OR ');
}
