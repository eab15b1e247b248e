/** One Server-Sent Events message as read from a live tail stream. */
export interface SseMessage {
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON, asserted field by field
  /** When the message was read (ms since the epoch). */
  at: number;
}

/** A live tail stream read over real HTTP with fetch and a body reader. */
export interface SseStream {
  status: number;
  headers: Headers;
  /** Every message read so far. */
  messages: SseMessage[];
  /** Resolves with the next message named `event` not yet returned (waits up to `timeoutMs`). */
  next(event: string, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** Closes the stream from the client side. */
  close(): void;
}

/** Opens `url` and parses its messages as they arrive; a non-200 answer is returned with its JSON body in `error`. */
export async function openStream(url: string): Promise<SseStream & { error?: { message: string } }> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const messages: SseMessage[] = [];
  const returned = new Set<SseMessage>();
  const waiters: Array<() => void> = [];
  const wake = () => { for (const w of waiters.splice(0)) w(); };
  if (response.status !== 200) {
    const error = (await response.json()) as { message: string };
    return { status: response.status, headers: response.headers, messages, error, next: () => Promise.reject(new Error('no stream')), ended: Promise.resolve(), close: () => undefined };
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1];
          messages.push({ event, data: data === undefined ? undefined : JSON.parse(data), at: Date.now() });
          wake();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
    wake();
  })();
  const next = (event: string, timeoutMs = 5_000) => new Promise<SseMessage>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`no "${event}" message within ${timeoutMs} ms; got ${messages.map((m) => m.event).join(', ')}`)), timeoutMs);
    const look = () => {
      const found = messages.find((m) => m.event === event && !returned.has(m));
      if (found) {
        returned.add(found);
        clearTimeout(deadline);
        resolve(found);
      } else {
        waiters.push(look);
      }
    };
    look();
  });
  return { status: response.status, headers: response.headers, messages, next, ended, close: () => abort.abort() };
}
