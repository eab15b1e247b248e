/** One Server-Sent Events message: `event: <name>` and its JSON data on one `data:` line, then a blank line. */
export function sseMessage(event: string, data: unknown): string {
  // JSON.stringify escapes line breaks inside strings, so the data is always a single line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The events a live stream sends (server/src/liveTail/README.md, "Stream"). */
export type LiveStreamEvent =
  /** First message: the stream is open; how often heart-beats come and how many events a second are shown at most. */
  | 'ready'
  /** One matching event: `{_id, _source}` as a search hit. */
  | 'event'
  /** More events matched in the last window than were shown: `{matched, shown, rate_per_second, share}`. */
  | 'sampling'
  /** Events matched but not sent because the viewer read too slowly: `{dropped}` since the last notice. */
  | 'dropped'
  /** Keeps the connection open through proxies: `{time}`. */
  | 'heartbeat'
  /** Last message: `{reason}` (`expired`: mint a new ticket and reconnect; `shutdown`: the server is stopping). */
  | 'end';
