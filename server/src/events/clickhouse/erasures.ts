import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { inList, raw, sql } from '../../storage/clickhouse/literal';
import { mutationsDone } from '../../storage/clickhouse/mutations';
import type { Tenant } from '../types';
import type { EventDeletions } from './eventDeletions';
import { nextVersion } from './profileSet';

/** The events column an erasure matches: a user's or a company's events. */
export type ErasureKind = 'user_id' | 'company_id';

/** Longest wait before a requested erasure is submitted, so erasures requested together share one mutation. */
export const ERASURE_DELAY_MS = 1_000;
/** Erasures per mutation (keeps the statement far below ClickHouse's 256 KiB max_query_size). */
const ERASURES_PER_MUTATION = 1_000;

interface ErasureRow {
  org_id: string;
  app_id: string;
  kind: ErasureKind;
  subject_id: string;
  requested_at: number;
  done: number;
  version: number;
}

/** `(org_id = .. AND app_id = .. AND user_id IN (..)) OR ...` for a set of erasures, one term per tenant and kind. */
function eventsOf(erasures: ErasureRow[]): string {
  const groups = new Map<string, { row: ErasureRow; ids: string[] }>();
  for (const row of erasures) {
    const key = JSON.stringify([row.org_id, row.app_id, row.kind]);
    const group = groups.get(key) ?? { row, ids: [] };
    group.ids.push(row.subject_id);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ row, ids }) => sql`(org_id = ${row.org_id} AND app_id = ${row.app_id} AND ${raw(row.kind === 'user_id' ? 'user_id' : 'company_id')} IN ${inList(ids)})`)
    .join(' OR ');
}

/**
 * Erasure of a user's or company's events: tombstones first, then batched deletes. `request` records the erasure in
 * the `erasures` table (durable once it resolves); within ERASURE_DELAY_MS one delete (EventDeletions: the rollups'
 * compensation, then `ALTER TABLE events DELETE`) is submitted for every erasure pending by then, and they are
 * marked done. ClickHouse keeps a submitted mutation and applies it in the background, part by part, so the events
 * go some time after the request; `completed()` waits for that. Pending erasures left by a stopped process are
 * submitted by `flush()` at start-up.
 */
export class ErasureQueue {
  private timer: NodeJS.Timeout | null = null;
  private submitting: Promise<void> = Promise.resolve();

  constructor(private readonly client: ClickHouseClient, private readonly deletions: EventDeletions, private readonly delayMs = ERASURE_DELAY_MS) {}

  /** Records the erasure of one subject's events; resolves once the request is stored. */
  async request(tenant: Tenant, kind: ErasureKind, subjectId: string): Promise<void> {
    await this.client.insert('erasures', [{
      org_id: tenant.orgId, app_id: tenant.appId, kind, subject_id: subjectId, requested_at: Date.now(), done: 0, version: nextVersion(0),
    }]);
    this.timer ??= setTimeout(() => { this.flush().catch((error: unknown) => console.error('Submitting erasures to ClickHouse failed:', error)); }, this.delayMs);
    this.timer.unref();
  }

  /** Submits the deletes of every pending erasure now (after a submission already running); resolves once submitted. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const run = this.submitting.then(() => this.submitPending());
    this.submitting = run.catch(() => undefined);
    return run;
  }

  /** Resolves once ClickHouse has applied every submitted delete of events (polls system.mutations). */
  completed(timeoutMs = 60_000): Promise<void> {
    return mutationsDone(this.client, 'events', timeoutMs);
  }

  private async submitPending(): Promise<void> {
    // The pending keys are found over every version and checked on the current row (done may be set since).
    const rows = await this.client.query<ErasureRow>(`SELECT * FROM erasures FINAL
      WHERE (org_id, app_id, kind, subject_id, requested_at) IN (SELECT org_id, app_id, kind, subject_id, requested_at FROM erasures WHERE done = 0)`);
    const pending = rows.filter((row) => row.done === 0);
    for (let start = 0; start < pending.length; start += ERASURES_PER_MUTATION) {
      const batch = pending.slice(start, start + ERASURES_PER_MUTATION);
      await this.deletions.delete(eventsOf(batch), { wait: false });
      await this.client.insert('erasures', batch.map((row) => ({ ...row, done: 1, version: nextVersion(row.version) })));
    }
  }
}
