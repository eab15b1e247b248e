import type { ClickHouseClient } from './client';
import { stringLiteral } from './literal';

const MUTATION_POLL_MS = 100;

/** Resolves once ClickHouse has applied every submitted mutation of `table` (polls system.mutations). */
export async function mutationsDone(client: ClickHouseClient, table: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ n }] = await client.query<{ n: number }>(
      `SELECT count() AS n FROM system.mutations WHERE database = currentDatabase() AND table = ${stringLiteral(table)} AND is_done = 0`);
    if (n === 0) return;
    if (Date.now() > deadline) throw new Error(`ClickHouse has not finished changing ${table} after ${timeoutMs} ms (${n} mutations pending)`);
    await new Promise((resolve) => setTimeout(resolve, MUTATION_POLL_MS));
  }
}

/**
 * Deletes the rows of `table` matching `where` (program-written SQL with literals) and waits until ClickHouse has
 * applied the delete, so that a caller counting what is left sees it gone; answers how many rows matched.
 */
export async function deleteRows(client: ClickHouseClient, table: string, where: string): Promise<number> {
  const [row] = await client.query<{ n: number }>(`SELECT count() AS n FROM ${table} WHERE ${where}`);
  const n = Number(row?.n ?? 0);
  if (n === 0) return 0;
  await client.command(`ALTER TABLE ${table} DELETE WHERE ${where}`);
  await mutationsDone(client, table);
  return n;
}

/**
 * The latest whole second at or before `cutoff` (at least the epoch): `DateTime` columns hold whole seconds, so
 * `column < wholeSecondBefore(cutoff)` selects only rows older than the cutoff (those of its own second wait for
 * the next run).
 */
export function wholeSecondBefore(cutoff: Date): Date {
  return new Date(Math.max(0, Math.floor(cutoff.getTime() / 1000) * 1000));
}
