/**
 * Live tail latency benchmark: an in-process server on loopback; one live tail viewer (ticket, then the
 * Server-Sent Events stream read with fetch) while this process sends BENCH_RATE events/s (default 1,000) to the
 * collector in batches every 50 ms for BENCH_SECONDS (default 20). For every event the viewer is shown, the latency is
 * the time from its batch's 201 to its arrival on the stream (0 when it arrived first: events are pushed after
 * COMMIT, before the collector answers). Prints the median, p95 and max, how many events were
 * shown, and the sampling notices. Run: npm run bench:livetail
 */
import { randomUUID } from 'node:crypto';
import { quantile, startBenchServer } from './benchServer';

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TICK_MS = 50;
const PER_TICK = Math.max(1, Math.round((RATE * TICK_MS) / 1000));

/** One moesif-nodejs shaped event carrying its bench id in a request header. */
function event(id: string, i: number): Record<string, unknown> {
  const now = new Date();
  return {
    request: {
      time: now.toISOString(), uri: `https://api.acme.io/v1/orders/${i % 977}`, verb: i % 3 ? 'GET' : 'POST',
      headers: { host: 'api.acme.io', 'x-bench-id': id }, ip_address: '10.0.0.1',
    },
    response: { time: new Date(now.getTime() + 25).toISOString(), status: i % 40 === 0 ? 500 : 200, headers: { 'content-type': 'application/json' } },
    user_id: `user-${i % 500}`, direction: 'Incoming',
  };
}

interface Shown {
  id: string;
  at: number;
}

/** Reads the stream's messages: events (with their bench id) and sampling notices. */
async function readStream(url: string, shown: Shown[], notices: string[], abort: AbortSignal): Promise<void> {
  const response = await fetch(url, { signal: abort, headers: { accept: 'text/event-stream' } });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const at = Date.now();
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!data) continue;
        const parsed = JSON.parse(data) as { _source?: { request?: { headers?: Record<string, string> } }; share?: number; rate_per_second?: number };
        if (name === 'event') {
          const id = parsed._source?.request?.headers?.['x-bench-id'];
          if (id) shown.push({ id, at });
        } else if (name === 'sampling') {
          notices.push(`${parsed.rate_per_second}/s matched, share shown ${parsed.share}`);
        }
      }
    }
  } catch (error) {
    if (!abort.aborted) throw error;
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const auth = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const minted = await fetch(`${server.baseUrl}/api/search/${server.orgId}/live/tickets?app_id=${server.appId}`, { method: 'POST', headers: auth, body: '{}' });
  if (minted.status !== 201) throw new Error(`the ticket answered ${minted.status}: ${await minted.text()}`);
  const { ticket } = (await minted.json()) as { ticket: string };
  const shown: Shown[] = [];
  const notices: string[] = [];
  const abort = new AbortController();
  const reading = readStream(`${server.baseUrl}/api/search/${server.orgId}/live/events?app_id=${server.appId}&ticket=${ticket}`, shown, notices, abort.signal);

  const acknowledged = new Map<string, number>();
  const headers = { 'content-type': 'application/json', 'x-moesif-application-id': server.collectorToken };
  const sends: Array<Promise<void>> = [];
  let sent = 0;
  const started = Date.now();
  for (let tick = 0; tick < (SECONDS * 1000) / TICK_MS; tick++) {
    const ids = Array.from({ length: PER_TICK }, () => randomUUID());
    const body = JSON.stringify(ids.map((id, j) => event(id, sent + j)));
    sent += ids.length;
    sends.push(
      fetch(`${server.baseUrl}/collector/v1/events/batch`, { method: 'POST', headers, body }).then(async (response) => {
        const at = Date.now();
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`the collector answered ${response.status}`);
        for (const id of ids) acknowledged.set(id, at);
      }),
    );
    const wait = started + (tick + 1) * TICK_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(sends);
  const elapsed = (Date.now() - started) / 1000;
  // Events committed last still reach the viewer: give the stream a moment before closing it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  abort.abort();
  await reading;

  const latencies = shown.flatMap(({ id, at }) => {
    const ack = acknowledged.get(id);
    return ack === undefined ? [] : [Math.max(0, at - ack)];
  }).sort((a, b) => a - b);
  console.log(`sent ${sent} events in ${elapsed.toFixed(1)} s (${Math.round(sent / elapsed)}/s target ${RATE}/s), ${shown.length} shown to the viewer`);
  console.log(`latency from 201 to the stream: median ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${latencies.length ? latencies[latencies.length - 1] : 0} ms`);
  console.log(`sampling notices: ${notices.length}${notices.length ? ` (last: ${notices[notices.length - 1]})` : ''}`);
  const median = quantile(latencies, 0.5);
  console.log(median <= 1000 && latencies.length > 0 ? 'PASS median ≤ 1 s' : 'MISS median ≤ 1 s');
  await server.close();
  if (!(median <= 1000 && latencies.length > 0)) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
