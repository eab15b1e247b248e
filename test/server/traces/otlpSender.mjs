/**
 * Sends one trace across two services with the official OpenTelemetry JS SDK and its OTLP exporters, as an
 * instrumented application would. Run by the trace tests in a child process (the exporters load Node's http module
 * with a dynamic import, which Jest's module runtime does not allow):
 *
 *   node otlpSender.mjs '{"kind":"json"|"protobuf","url":"…/v1/traces","headers":{…},"base":<epoch ms>,"traceId"?,"parentSpanId"?}'
 *
 * Prints the ids it used as JSON: {traceId, root, query, reserve} (span ids). With traceId/parentSpanId the root
 * span continues a trace that a `traceparent` header started (the API call's span is its parent).
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, TraceFlags, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';

const { kind, url, headers, base, traceId, parentSpanId } = JSON.parse(process.argv[2]);

/** Export failures (the SDK only logs them): the script exits 1 with them. */
const failures = [];

/** The official exporter, with its failures recorded. */
function recordingExporter() {
  const exporter = kind === 'json' ? new JsonTraceExporter({ url, headers }) : new ProtobufTraceExporter({ url, headers });
  return {
    export(spans, done) {
      exporter.export(spans, (result) => {
        if (result.code !== 0) failures.push(`export failed: ${result.error?.message ?? 'unknown error'}`);
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush(),
  };
}

/** A tracer provider of one service whose spans go to the collector. */
function serviceProvider(service) {
  return new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service, 'deployment.environment': 'test' }),
    spanProcessors: [new SimpleSpanProcessor(recordingExporter())],
  });
}

/** An HrTime `ms` milliseconds and `us` microseconds after the base time. */
const at = (ms, us = 0) => {
  const total = base + ms;
  return [Math.floor(total / 1000), (total % 1000) * 1_000_000 + us * 1000];
};

const api = serviceProvider('api');
const inventory = serviceProvider('inventory');
const apiTracer = api.getTracer('checkout-handler', '1.2.0');
const inventoryTracer = inventory.getTracer('stock-service');

const start = traceId && parentSpanId
  ? trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: parentSpanId, traceFlags: TraceFlags.SAMPLED, isRemote: true })
  : ROOT_CONTEXT;
const root = apiTracer.startSpan('GET /checkout', { kind: SpanKind.SERVER, startTime: at(0), attributes: { 'http.method': 'GET', 'http.status_code': 200 } }, start);
const query = apiTracer.startSpan('SELECT carts', { kind: SpanKind.CLIENT, startTime: at(5, 250), attributes: { 'db.system': 'postgresql' } }, trace.setSpan(ROOT_CONTEXT, root));
const reserve = inventoryTracer.startSpan('reserve stock', { kind: SpanKind.SERVER, startTime: at(10) }, trace.setSpan(ROOT_CONTEXT, query));
reserve.addEvent('out of stock', { sku: 'book-1' }, at(20));
reserve.setStatus({ code: SpanStatusCode.ERROR, message: 'no stock left' });
reserve.end(at(30));
query.end(at(40, 500));
root.end(at(100));
await Promise.all([api.forceFlush(), inventory.forceFlush()]);
await Promise.all([api.shutdown(), inventory.shutdown()]);
if (failures.length > 0) {
  process.stderr.write(failures.join('\n'));
  process.exit(1);
}
process.stdout.write(JSON.stringify({
  traceId: root.spanContext().traceId, root: root.spanContext().spanId, query: query.spanContext().spanId, reserve: reserve.spanContext().spanId,
}));
