import type { Database } from '../storage/duckdb/database';
import { anonymousLinks, linkAnonymousUsers } from './anonymousUsers';
import { seenRanges, type SeenRange } from './batchMerge';
import { MAX_PROFILE_BYTES } from './profileSize';
import { runPrepared } from './preparedStatements';
import { TOUCH_COMPANIES, TOUCH_USERS } from './profileSql';
import { sqlTimestamp } from './sqlTime';
import { TouchCache } from './touchCache';
import type { EventRecord, Tenant } from './types';

/** Seen ranges of one tenant's users and companies waiting to be written. */
interface PendingTouch {
  tenant: Tenant;
  users: Map<string, SeenRange>;
  companies: Map<string, SeenRange>;
  /** Anonymous visitor → user links carried by events naming both. */
  links: Map<string, string>;
}

/** Links already committed are not rewritten; the set is cleared when it grows past this. */
const MAX_KNOWN_LINKS = 100_000;

/**
 * Delay before committed events update first/last seen of their users and companies. Each write holds the write
 * connection (about 0.1 s for 5,000 users), so writes merged over a second leave it to the events; profile reads
 * write pending touches first, so the delay is never visible to them.
 */
export const TOUCH_DELAY_MS = 1000;

function widen(into: Map<string, SeenRange>, from: Map<string, SeenRange>): void {
  for (const [id, range] of from) {
    const current = into.get(id);
    if (!current) { into.set(id, { ...range }); continue; }
    if (range.first < current.first) current.first = range.first;
    if (range.last > current.last) { current.last = range.last; current.companyId = range.companyId ?? current.companyId; }
  }
}

/**
 * Creates the users and companies named by committed events and widens their first/last seen, shortly after the
 * events' commit (TOUCH_DELAY_MS) and merged over all batches of that interval, so busy ingestion pays for one
 * upsert per profile per interval instead of one per batch. Profile reads call flush() first, so they always see
 * the events already acknowledged.
 */
export class ProfileToucher {
  /** First/last seen already written, per profile. */
  readonly cache = new TouchCache();
  private readonly pending = new Map<string, PendingTouch>();
  private readonly knownLinks = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  /** Writes every pending first/last-seen update now; resolves when they are committed. */
  flush(): Promise<void> {
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
    const batch = [...this.pending.values()];
    this.pending.clear();
    const run = this.flushing.then(() => (batch.length > 0 ? this.writeTouches(batch) : undefined));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /** Forgets what was already written (a profile was deleted): the next events touch and link again. */
  forgetWritten(): void {
    this.cache.clear();
    this.knownLinks.clear();
  }

  /** Queues the seen ranges of committed events; they are written within TOUCH_DELAY_MS. */
  queue(tenant: Tenant, records: EventRecord[]): void {
    const key = `${tenant.orgId}\u0000${tenant.appId}`;
    const seen = seenRanges(records);
    const entry = this.pending.get(key) ?? { tenant, users: new Map(), companies: new Map(), links: new Map() };
    widen(entry.users, this.cache.pending(`u\u0000${key}\u0000`, seen.users));
    widen(entry.companies, this.cache.pending(`c\u0000${key}\u0000`, seen.companies));
    for (const [anonymousId, userId] of anonymousLinks(records)) {
      if (!this.knownLinks.has(`${key}\u0000${anonymousId}\u0000${userId}`)) entry.links.set(anonymousId, userId);
    }
    if (entry.users.size + entry.companies.size + entry.links.size === 0) return;
    this.pending.set(key, entry);
    if (!this.timer) {
      this.timer = setTimeout(() => { this.flush().catch(() => undefined); }, TOUCH_DELAY_MS);
      this.timer.unref();
    }
  }

  private async writeTouches(batch: PendingTouch[]): Promise<void> {
    const now = sqlTimestamp(new Date());
    await this.db.withWriter(async (connection, tx) => {
      await connection.run('BEGIN TRANSACTION');
      try {
        for (const { tenant, users, companies, links } of batch) {
          if (users.size > 0) {
            const rows = [...users].map(([u, r]) => ({ u, c: r.companyId, f: sqlTimestamp(r.first), l: sqlTimestamp(r.last) }));
            await runPrepared(connection, TOUCH_USERS, [tenant.orgId, tenant.appId, JSON.stringify(rows), now]);
          }
          if (companies.size > 0) {
            const rows = [...companies].map(([c, r]) => ({ c, f: sqlTimestamp(r.first), l: sqlTimestamp(r.last) }));
            await runPrepared(connection, TOUCH_COMPANIES, [tenant.orgId, tenant.appId, JSON.stringify(rows), now]);
          }
          await linkAnonymousUsers(tx, tenant, links, [], now as string, MAX_PROFILE_BYTES);
        }
        await connection.run('COMMIT');
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
    if (this.knownLinks.size > MAX_KNOWN_LINKS) this.knownLinks.clear();
    for (const { tenant, users, companies, links } of batch) {
      const key = `${tenant.orgId}\u0000${tenant.appId}`;
      this.cache.remember(`u\u0000${key}\u0000`, users);
      this.cache.remember(`c\u0000${key}\u0000`, companies);
      for (const [anonymousId, userId] of links) this.knownLinks.add(`${key}\u0000${anonymousId}\u0000${userId}`);
    }
  }
}
