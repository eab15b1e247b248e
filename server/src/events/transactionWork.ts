import type { SqlRunner } from '../storage/duckdb/database';
import type { TransactionWork } from './eventStore';
import type { EventRecord } from './types';

/** The part of a queued write that its in-transaction work needs. */
interface WriteWithWork {
  withinTransaction?: TransactionWork;
}

/** Indexes of the writes (with new rows) sharing each work key, in arrival order. */
function writesByKey(group: WriteWithWork[], fresh: EventRecord[][], wanted: (work: TransactionWork) => boolean) {
  const byKey = new Map<string, { work: TransactionWork; indexes: number[] }>();
  group.forEach((w, i) => {
    if (!w.withinTransaction || !wanted(w.withinTransaction) || fresh[i].length === 0) return;
    const entry = byKey.get(w.withinTransaction.key);
    if (entry) entry.indexes.push(i);
    else byKey.set(w.withinTransaction.key, { work: w.withinTransaction, indexes: [i] });
  });
  return byKey.values();
}

/**
 * Asks each key's `admit` which of its writes may be stored, inside the transaction and before any row is appended.
 * Answers, per write of the group, null (store it) or the error it is refused with.
 */
export async function admitWrites(tx: SqlRunner, group: WriteWithWork[], fresh: EventRecord[][]): Promise<Array<Error | null>> {
  const refusals: Array<Error | null> = group.map(() => null);
  for (const { work, indexes } of writesByKey(group, fresh, (w) => w.admit !== undefined)) {
    const verdicts = await work.admit?.(tx, indexes.map((i) => fresh[i].length)) ?? [];
    indexes.forEach((groupIndex, k) => { refusals[groupIndex] = verdicts[k] ?? null; });
  }
  return refusals;
}

/** Runs the writes' in-transaction work, once per key with the rows inserted by all writes of that key. */
export async function runTransactionWork(tx: SqlRunner, group: WriteWithWork[], inserted: EventRecord[][]): Promise<void> {
  for (const { work, indexes } of writesByKey(group, inserted, () => true)) {
    await work.run(tx, indexes.reduce((sum, i) => sum + inserted[i].length, 0));
  }
}
