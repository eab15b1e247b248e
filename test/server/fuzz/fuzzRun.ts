import fc from 'fast-check';
import { hostileRequests, type HostileRequest } from './hostileBodies';
import type { FuzzTarget } from './fuzzTargets';

/** How one endpoint was fuzzed. */
export interface FuzzOptions {
  numRuns: number;
  seed: number;
  /** Longest a request may take before it counts as a hang. */
  timeoutMs: number;
}

/** Figures of one endpoint's run. */
export interface TargetFigures {
  target: string;
  requests: number;
  /** Answers per status code. */
  statuses: Record<string, number>;
  /** Requests per family of hostility. */
  families: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Text in an error answer that means something leaked: stack frames, SQL, database errors, source file references. */
const LEAK = /(\bat \S+ \(.+:\d+:\d+\))|(\bSELECT\b[\s\S]+\bFROM\b)|\bINSERT INTO\b|node_modules|[\w-]+\.(ts|js|mjs|cjs):\d+|(Binder|Catalog|Parser|Conversion|Constraint) Error|TypeError|RangeError|ReferenceError/;

function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The start of a body as text, for failure reports. */
function preview(body: Uint8Array<ArrayBuffer>): string {
  const text = Buffer.from(body).toString('utf8');
  return text.length > 300 ? `${text.slice(0, 300)}... (${body.length} bytes)` : text;
}

/** Fails unless an error answer is JSON `{message, code?}` naming no secret and leaking nothing. */
function checkErrorAnswer(status: number, text: string, secrets: string[]): void {
  let body: unknown;
  try { body = JSON.parse(text); } catch { throw new Error(`${status} answer is not JSON: ${text.slice(0, 200)}`); }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') throw new Error(`${status} answer has no message: ${text.slice(0, 200)}`);
  if (LEAK.test(text) || text.includes(process.cwd())) throw new Error(`${status} answer leaks internals: ${text.slice(0, 300)}`);
  for (const secret of secrets) if (secret && text.includes(secret)) throw new Error(`${status} answer contains a credential`);
}

/** Sends one request; a request without an answer within the time-out throws (a hang). */
async function send(baseUrl: string, target: FuzzTarget, request: HostileRequest, auth: Record<string, string>, timeoutMs: number): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(baseUrl + target.path, {
      method: target.method,
      headers: { ...request.headers, ...auth },
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new Error(`${request.family} request got no answer within ${timeoutMs} ms: ${(error as Error).message}`);
  }
}

/**
 * Fuzzes one endpoint with generated hostile bodies (fixed seed): every answer must come within the time-out, be
 * below 500 and, when an error, be a JSON `{message}` that leaks nothing. Throws fast-check's report on the first
 * failing case; otherwise answers the run's figures.
 */
export async function fuzzEndpoint(baseUrl: string, target: FuzzTarget, auth: Record<string, string>, options: FuzzOptions): Promise<TargetFigures> {
  const statuses: Record<string, number> = {};
  const families: Record<string, number> = {};
  const latencies: number[] = [];
  const secrets = Object.values(auth).map((value) => value.replace(/^Bearer /, ''));
  const property = fc.asyncProperty(hostileRequests(target.template, { compression: target.area === 'collector' }), async (request) => {
    const started = performance.now();
    const { status, text } = await send(baseUrl, target, request, auth, options.timeoutMs);
    latencies.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
    families[request.family] = (families[request.family] ?? 0) + 1;
    try {
      if (status >= 500) throw new Error(`${status}: ${text.slice(0, 300)}`);
      if (status >= 400) checkErrorAnswer(status, text, secrets);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n  for a ${request.family} body ${JSON.stringify(request.headers)}: ${preview(request.body)}`);
    }
  });
  try {
    await fc.assert(property, { seed: options.seed, numRuns: options.numRuns, endOnFailure: true });
  } catch (error) {
    // fast-check's report prints the body as bytes; the cause carries the readable failure.
    const cause = (error as Error).cause;
    throw new Error(cause instanceof Error ? cause.message : (error as Error).message);
  }
  latencies.sort((a, b) => a - b);
  return {
    target: `${target.method} ${target.route}`,
    requests: latencies.length,
    statuses,
    families,
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    maxMs: Math.round(latencies[latencies.length - 1] ?? 0),
  };
}

/** Own property names of Object.prototype, to compare before and after a run. */
export function prototypeSnapshot(): string {
  return Object.getOwnPropertyNames(Object.prototype).sort().join(',');
}

/** Fails if a run polluted Object.prototype or left the server unhealthy. */
export async function checkAfterRun(baseUrl: string, snapshotBefore: string): Promise<void> {
  if (({} as Record<string, unknown>).polluted !== undefined) throw new Error('Object.prototype.polluted is set');
  if (prototypeSnapshot() !== snapshotBefore) throw new Error('Object.prototype gained or lost properties');
  const health = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) });
  if (health.status !== 200) throw new Error(`/health answered ${health.status} after the run`);
}
