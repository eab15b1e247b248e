/** Runs otlpSender.mjs: one trace of two services sent by the official OpenTelemetry exporters. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** Which official exporter sends the spans. */
export type ExporterKind = 'json' | 'protobuf';

/** The ids of the sent trace: GET /checkout (api, root) > SELECT carts (api) > reserve stock (inventory, error). */
export interface SentTrace {
  traceId: string;
  root: string;
  query: string;
  reserve: string;
}

/** Options of {@link sendCheckoutTrace}. */
export interface SendOptions {
  kind: ExporterKind;
  url: string;
  headers: Record<string, string>;
  /** Start of the root span, epoch ms. */
  base: number;
  /** Continue this trace under this span (an API call's traceparent) instead of starting a new one. */
  traceId?: string;
  parentSpanId?: string;
}

const SENDER = path.join(__dirname, 'otlpSender.mjs');

/** Sends the trace in a child Node process; rejects with the exporter's errors if any export failed. */
export async function sendCheckoutTrace(options: SendOptions): Promise<SentTrace> {
  const { stdout } = await promisify(execFile)(process.execPath, [SENDER, JSON.stringify(options)], { timeout: 30_000 });
  return JSON.parse(stdout) as SentTrace;
}
