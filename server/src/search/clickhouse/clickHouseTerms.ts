import { keyOf, type QueryRunner } from '../dsl/bucketRows';
import type { TermsStatement } from '../dsl/dialect';
import { constant, join, param, sql, type Fragment } from '../dsl/fragment';

type Row = Record<string, unknown>;

const aliases = (s: TermsStatement) => s.groups.map((_, i) => `g${i}`);

/**
 * Doc count of every key of each enclosing bucket together (the keys with at least min_doc_count documents): the
 * total that `sum_other_doc_count` is computed from. Keyed by the enclosing keys (`keyOf`).
 */
async function totals(s: TermsStatement, run: QueryRunner): Promise<Map<string, number>> {
  const groups = aliases(s);
  const own = [...s.groups.map((g, i) => sql`${g} AS ${constant(groups[i])}`), sql`${s.key} AS k`, sql`coalesce(${constant(s.countExpr)}, 0) AS doc_count`];
  const count = sql`coalesce(${constant(s.countExpr)}, 0)`;
  const perKey = sql`SELECT ${join(own, ', ')} FROM ${constant(s.table)} WHERE ${s.where} GROUP BY ${constant([...groups, 'k'].join(', '))} HAVING ${count} >= ${param(s.minDocCount)}`;
  const head = groups.length ? constant(`${groups.join(', ')}, `) : constant('');
  const tail = groups.length ? constant(` GROUP BY ${groups.join(', ')}`) : constant('');
  const rows = await run(sql`SELECT ${head}sum(doc_count) AS total FROM (${perKey})${tail}`);
  return new Map(rows.map((row) => [keyOf(groups.map((g) => row[g])), Number(row.total ?? 0)]));
}

/**
 * The `size` best keys of each enclosing bucket without window functions (ClickHouse 18.16 has none): one statement
 * orders every key and keeps `size` per enclosing bucket with `LIMIT n BY`; `total` is the sum of the kept rows'
 * counts where an enclosing bucket has fewer than `size` keys (it has no others), and otherwise comes from a
 * second statement that counts every key (only run when some enclosing bucket has `size` keys).
 */
export async function clickHouseTermsRows(s: TermsStatement, run: QueryRunner): Promise<Row[]> {
  const groups = aliases(s);
  const grouping = constant([...groups, 'k'].join(', '));
  const having = sql`coalesce(${constant(s.countExpr)}, 0) >= ${param(s.minDocCount)}`;
  const limit: Fragment = groups.length
    ? sql`LIMIT ${param(s.size)} BY ${constant(groups.join(', '))} LIMIT ${param(s.rowLimit)}`
    : sql`LIMIT ${param(Math.min(s.size, s.rowLimit))}`;
  const rows = await run(sql`SELECT ${s.select} FROM ${constant(s.table)} WHERE ${s.where} GROUP BY ${grouping} HAVING ${having} ORDER BY ${s.order} ${limit}`);
  const kept = new Map<string, { count: number; docs: number }>();
  for (const row of rows) {
    const parent = keyOf(groups.map((g) => row[g]));
    const entry = kept.get(parent) ?? { count: 0, docs: 0 };
    entry.count += 1;
    entry.docs += Number(row.doc_count);
    kept.set(parent, entry);
  }
  const full = [...kept.values()].some((entry) => entry.count >= s.size);
  const all = full ? await totals(s, run) : null;
  return rows.map((row) => {
    const parent = keyOf(groups.map((g) => row[g]));
    return { ...row, total: all?.get(parent) ?? kept.get(parent)?.docs ?? 0 };
  });
}
