/**
 * The one place the live tail opens an EventSource (tests replace this module). The browser's own reconnection is
 * not used: a ticket is single-use, so on any error the source is closed and the caller reconnects with a new one.
 */

/** Named messages of a live stream (server/src/liveTail/README.md). */
export const LIVE_MESSAGES = ['ready', 'event', 'sampling', 'dropped', 'heartbeat', 'end'] as const;
/** A message name. */
export type LiveMessage = (typeof LIVE_MESSAGES)[number];

/** What a live stream reports. */
export interface LiveSourceHandlers {
  onMessage(name: LiveMessage, data: unknown): void;
  /** The connection failed or dropped (the source is already closed). */
  onError(): void;
}

/** An open live stream. */
export interface LiveSource {
  close(): void;
}

/** Opens the stream at `url`. */
export function openLiveSource(url: string, handlers: LiveSourceHandlers): LiveSource {
  const source = new EventSource(url);
  for (const name of LIVE_MESSAGES) {
    source.addEventListener(name, (message: MessageEvent<string>) => {
      let data: unknown = null;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      handlers.onMessage(name, data);
    });
  }
  source.onerror = () => {
    source.close();
    handlers.onError();
  };
  return { close: () => source.close() };
}
