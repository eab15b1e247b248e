import { PassThrough } from 'node:stream';
import type { Tenant } from '../events/types';
import type { EventPredicate } from './eventMatcher';
import type { LiveTailLimits } from './limits';
import { streamedSource } from './liveDocument';
import { sseMessage, type LiveStreamEvent } from './sse';

/** What a viewer watches: its tenant, its filter and the `_source` paths it is sent. */
export interface ViewerSpec {
  tenant: Tenant;
  matches: EventPredicate;
  /** `_source` paths to send (all when empty). */
  includes: string[];
}

/**
 * One open live stream. Matching events are written as SSE `event` messages, at most `maxEventsPerWindow` a window:
 * past that each event is shown with the probability shown/matched of the previous window (a spread-out sample)
 * and the window ends with a `sampling` notice. A reader slower than the stream leaves bytes unsent in `stream`:
 * past `maxBufferedBytes` events are dropped and counted, never queued, so ingest and other viewers never wait.
 */
export class LiveViewer {
  /** The response body. */
  readonly stream = new PassThrough();
  private matched = 0;
  private shown = 0;
  private dropped = 0;
  /** Share of matching events shown, from the previous window's rate. */
  private share = 1;
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(readonly spec: ViewerSpec, private readonly limits: LiveTailLimits, private readonly onClosed: (viewer: LiveViewer) => void, private readonly random: () => number = Math.random) {
    this.stream.on('close', () => this.finish());
    this.send('ready', { heartbeat_ms: limits.heartbeatMs, max_events_per_second: Math.round((limits.maxEventsPerWindow * 1000) / limits.samplingWindowMs) });
    this.timers.push(
      setInterval(() => this.endWindow(), limits.samplingWindowMs),
      setInterval(() => this.send('heartbeat', { time: new Date().toISOString() }), limits.heartbeatMs),
      setTimeout(() => this.end('expired'), limits.maxStreamMs),
    );
    for (const timer of this.timers) timer.unref();
  }

  /** Offers one event document of the viewer's tenant. */
  offer(doc: Record<string, unknown>): void {
    if (this.closed || !this.spec.matches(doc)) return;
    this.matched += 1;
    if (this.shown >= this.limits.maxEventsPerWindow || (this.share < 1 && this.random() >= this.share)) return;
    if (this.stream.writableLength > this.limits.maxBufferedBytes) {
      this.dropped += 1;
      return;
    }
    this.shown += 1;
    this.send('event', { _id: doc.id, _source: streamedSource(doc, this.spec.includes) });
  }

  /** Ends the stream with a last `end` message. */
  end(reason: 'expired' | 'shutdown'): void {
    if (this.closed) return;
    this.send('end', { reason });
    this.stream.end();
    this.finish();
  }

  private endWindow(): void {
    const { matched, shown } = this;
    const perSecond = (n: number) => Math.round((n * 1000) / this.limits.samplingWindowMs);
    if (matched > shown + this.dropped) {
      this.send('sampling', { matched, shown, rate_per_second: perSecond(matched), share: Math.round((shown / matched) * 1000) / 1000 });
    }
    if (this.dropped > 0 && this.stream.writableLength <= this.limits.maxBufferedBytes) {
      this.send('dropped', { dropped: this.dropped });
      this.dropped = 0;
    }
    this.share = matched > this.limits.maxEventsPerWindow ? this.limits.maxEventsPerWindow / matched : 1;
    this.matched = 0;
    this.shown = 0;
  }

  private send(event: LiveStreamEvent, data: unknown): void {
    if (!this.closed && this.stream.writable) this.stream.write(sseMessage(event, data));
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.onClosed(this);
  }
}
