import { anonymousLinks } from '../anonymousUsers';
import { seenRanges, type SeenRange } from '../batchMerge';
import { TOUCH_DELAY_MS } from '../profileToucher';
import { TouchCache } from '../touchCache';
import { tenantKey, type EventRecord, type Tenant } from '../types';
import type { ClickHouseProfiles } from './profiles';

/** What stored events of one tenant still have to write to its profiles. */
interface TenantTouches {
  tenant: Tenant;
  users: Map<string, SeenRange>;
  companies: Map<string, SeenRange>;
  links: Map<string, string>;
}

/** Links already written are not written again; the set is emptied when it grows past this. */
const MAX_KNOWN_LINKS = 100_000;

/** Folds `ranges` into `into`: the earliest first, the latest last, and the company seen at that latest event. */
function foldRanges(into: Map<string, SeenRange>, ranges: Map<string, SeenRange>): void {
  for (const [id, range] of ranges) {
    const held = into.get(id);
    if (!held) into.set(id, { ...range });
    else into.set(id, {
      first: range.first < held.first ? range.first : held.first,
      last: range.last > held.last ? range.last : held.last,
      companyId: range.last > held.last ? range.companyId ?? held.companyId : held.companyId,
    });
  }
}

/**
 * First/last seen of the users and companies named by stored events, written to ClickHouse within TOUCH_DELAY_MS of
 * the insert and merged over every batch of that interval (each write is a read-merge-write of every profile
 * named). The TouchCache skips profiles whose stored range already covers the events (last seen to the minute).
 * Profile reads call flush() first, so they see every acknowledged event.
 */
export class SeenToucher {
  private readonly cache = new TouchCache();
  private readonly pending = new Map<string, TenantTouches>();
  private readonly knownLinks = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly profiles: ClickHouseProfiles) {}

  /** Takes the seen ranges and visitor links of stored events; they are written within TOUCH_DELAY_MS. */
  queue(tenant: Tenant, records: EventRecord[]): void {
    const key = tenantKey(tenant);
    const { users, companies } = seenRanges(records);
    const touches = this.pending.get(key) ?? { tenant, users: new Map(), companies: new Map(), links: new Map() };
    foldRanges(touches.users, this.cache.pending(`u\u0000${key}\u0000`, users));
    foldRanges(touches.companies, this.cache.pending(`c\u0000${key}\u0000`, companies));
    for (const [anonymousId, userId] of anonymousLinks(records)) {
      if (!this.knownLinks.has(`${key}\u0000${anonymousId}\u0000${userId}`)) touches.links.set(anonymousId, userId);
    }
    if (touches.users.size === 0 && touches.companies.size === 0 && touches.links.size === 0) return;
    this.pending.set(key, touches);
    this.timer ??= setTimeout(() => { this.flush().catch((error: unknown) => console.error('Writing first/last seen to ClickHouse failed:', error)); }, TOUCH_DELAY_MS);
    this.timer.unref();
  }

  /** Writes every pending touch now; resolves once written (after any write already running). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.entries()];
    this.pending.clear();
    const run = this.writing.then(async () => {
      for (const [key, touches] of batch) {
        await this.profiles.touch(touches.tenant, touches.users, touches.companies, touches.links);
        this.remember(key, touches);
      }
    });
    this.writing = run.catch(() => undefined);
    return run;
  }

  /** Forgets what was written (a profile was deleted): the next events touch and link again. */
  forget(): void {
    this.cache.clear();
    this.knownLinks.clear();
  }

  private remember(key: string, touches: TenantTouches): void {
    this.cache.remember(`u\u0000${key}\u0000`, touches.users);
    this.cache.remember(`c\u0000${key}\u0000`, touches.companies);
    if (this.knownLinks.size > MAX_KNOWN_LINKS) this.knownLinks.clear();
    for (const [anonymousId, userId] of touches.links) this.knownLinks.add(`${key}\u0000${anonymousId}\u0000${userId}`);
  }
}
