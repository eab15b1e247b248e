import { randomBytes } from 'node:crypto';
import type { EventRecord, Tenant } from '../events/types';
import { HttpError } from '../http/errors';
import { yieldToLoop } from '../lib/yieldToLoop';
import { EVENTS_PER_SLICE, type LiveTailLimits } from './limits';
import { documentOfRecord } from './liveDocument';
import { LiveViewer, type ViewerSpec } from './liveViewer';

interface Ticket {
  spec: ViewerSpec;
  expiresAt: number;
}

const appKey = (tenant: Tenant) => `${tenant.orgId}\u0000${tenant.appId}`;

/**
 * The live tail of one server: tickets, open streams by app, and the fan-out of committed events. `publish` is
 * called by the event writer after each COMMIT: with nobody watching the app it returns at once; otherwise it only
 * queues the records (at most `maxPendingEvents`, the rest dropped and counted) and matching runs later, in slices,
 * so a COMMIT is never held by viewers.
 */
export class LiveTailHub {
  private readonly tickets = new Map<string, Ticket>();
  private readonly viewers = new Map<string, Set<LiveViewer>>();
  private pending: Array<{ key: string; records: EventRecord[] }> = [];
  private pendingCount = 0;
  private draining = false;
  private closing = false;
  /** Committed events not matched because the queue was full (since start). */
  droppedEvents = 0;

  constructor(private readonly limits: LiveTailLimits) {}

  /** Viewers of an app: open streams plus tickets not used yet. */
  private viewerCount(key: string): number {
    let tickets = 0;
    const now = Date.now();
    for (const ticket of this.tickets.values()) if (ticket.expiresAt > now && appKey(ticket.spec.tenant) === key) tickets += 1;
    return (this.viewers.get(key)?.size ?? 0) + tickets;
  }

  private assertRoom(key: string): void {
    if (this.closing) throw new HttpError(503, 'The server is stopping: reconnect in a few seconds', undefined, { 'Retry-After': '5' });
    if (this.viewerCount(key) >= this.limits.maxViewersPerApp) {
      throw new HttpError(
        429,
        `This app already has ${this.limits.maxViewersPerApp} live tail viewers, the most it may have at once: close another live view of this app or retry in a minute`,
        undefined,
        { 'Retry-After': '60' },
      );
    }
  }

  /** Mints a single-use ticket for a stream of `spec` (429 past the app's viewer cap). */
  mintTicket(spec: ViewerSpec): { ticket: string; expiresInMs: number } {
    const now = Date.now();
    for (const [id, ticket] of this.tickets) if (ticket.expiresAt <= now) this.tickets.delete(id);
    this.assertRoom(appKey(spec.tenant));
    const ticket = randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { spec, expiresAt: now + this.limits.ticketTtlMs });
    return { ticket, expiresInMs: this.limits.ticketTtlMs };
  }

  /**
   * Opens the stream of a ticket: the ticket is used up whatever happens. 401 for an unknown, used or expired ticket,
   * or one minted for another organization or app than the path names.
   */
  open(ticketId: string, tenant: Tenant): LiveViewer {
    const ticket = this.tickets.get(ticketId);
    this.tickets.delete(ticketId);
    if (!ticket || ticket.expiresAt <= Date.now() || appKey(ticket.spec.tenant) !== appKey(tenant)) {
      throw new HttpError(401, 'The live tail ticket is unknown, used or expired: mint a new one with POST .../live/tickets');
    }
    const key = appKey(tenant);
    this.assertRoom(key);
    const viewer = new LiveViewer(ticket.spec, this.limits, (closed) => this.forget(key, closed));
    const set = this.viewers.get(key) ?? new Set<LiveViewer>();
    set.add(viewer);
    this.viewers.set(key, set);
    return viewer;
  }

  /** Open streams (all apps). */
  get openStreams(): number {
    let n = 0;
    for (const set of this.viewers.values()) n += set.size;
    return n;
  }

  /** Hands committed events over (called by the event writer after COMMIT; never throws, never waits). */
  readonly publish = (tenant: Tenant, records: EventRecord[]): void => {
    const key = appKey(tenant);
    if (!this.viewers.has(key)) return;
    const room = this.limits.maxPendingEvents - this.pendingCount;
    const taken = records.length <= room ? records : records.slice(0, Math.max(0, room));
    this.droppedEvents += records.length - taken.length;
    if (taken.length === 0) return;
    this.pending.push({ key, records: taken });
    this.pendingCount += taken.length;
    if (!this.draining) {
      this.draining = true;
      setImmediate(() => void this.drain());
    }
  };

  /** Ends every stream with reason `shutdown` and refuses new ones (called before the server closes). */
  close(): void {
    this.closing = true;
    this.tickets.clear();
    for (const set of [...this.viewers.values()]) for (const viewer of [...set]) viewer.end('shutdown');
    this.viewers.clear();
    this.pending = [];
    this.pendingCount = 0;
  }

  private forget(key: string, viewer: LiveViewer): void {
    const set = this.viewers.get(key);
    if (!set) return;
    set.delete(viewer);
    if (set.size === 0) this.viewers.delete(key);
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const { key, records } = this.pending.shift() as { key: string; records: EventRecord[] };
        this.pendingCount -= records.length;
        for (let i = 0; i < records.length; i += EVENTS_PER_SLICE) {
          if (i > 0) await yieldToLoop();
          const watching = this.viewers.get(key);
          if (!watching) break;
          for (const record of records.slice(i, i + EVENTS_PER_SLICE)) {
            const doc = documentOfRecord(record);
            for (const viewer of watching) viewer.offer(doc);
          }
        }
      }
    } catch (error) {
      console.error('The live tail could not match committed events:', error instanceof Error ? error.message : error);
    } finally {
      this.draining = false;
      if (this.pending.length > 0) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    }
  }
}
