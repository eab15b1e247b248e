import type { SqlRunner } from '../storage/sql';
import { TtlCache } from '../lib/ttlCache';
import { SqlApiKeyRepository } from './keysRepository';

/** A key's last-use time is written at most once per this window (per process), never once per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
/** Uses noted within this delay share one UPDATE. */
const FLUSH_DELAY_MS = 200;

/** Keys whose last use was written in the current window. */
const written = new TtlCache<true>(LAST_USED_RESOLUTION_MS, 100_000);
const pending = new Map<SqlRunner, Set<string>>();
let timer: NodeJS.Timeout | undefined;

function flush(): void {
  timer = undefined;
  const batches = [...pending];
  pending.clear();
  for (const [db, ids] of batches) {
    // Best effort: last use is informational, and a write failing (e.g. while the server shuts down) must not
    // fail the request that used the key nor any later one.
    new SqlApiKeyRepository(db).writeLastUsed([...ids]).catch(() => undefined);
  }
}

/** Notes that a key was used now; the write happens shortly after, batched, at most once a minute per key. */
export function noteKeyUse(db: SqlRunner, keyId: string): void {
  if (written.has(keyId)) return;
  written.set(keyId, true);
  const ids = pending.get(db) ?? new Set<string>();
  ids.add(keyId);
  pending.set(db, ids);
  if (!timer) {
    timer = setTimeout(flush, FLUSH_DELAY_MS);
    timer.unref();
  }
}
