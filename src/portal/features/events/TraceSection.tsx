import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { selectSelection } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import type { TraceParent } from './traceRules';
import { loadTrace } from './tracesActions';
import { selectTraces, traceKey } from './tracesSlice';
import { TraceWaterfall } from './TraceWaterfall';

/** Where instrumented services send their spans (the collector's OTLP endpoint on this site). */
const otlpEndpoint = () => `${window.location.origin}/collector/v1/traces`;

/**
 * The event detail's Trace section for an API call that carried a `traceparent` header: loads the trace's spans and
 * shows loading, error (with Try again), no spans yet (with how to send them), or the waterfall.
 */
export function TraceSection({ traceparent, zone }: { traceparent: TraceParent; zone: string }) {
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectSelection);
  const traces = useAppSelector(selectTraces);
  const orgId = selection?.orgId;
  const appId = selection?.appId;
  const { traceId } = traceparent;
  const key = orgId && appId ? traceKey(orgId, appId, traceId) : null;
  const load = () => {
    if (orgId && appId) void dispatch(loadTrace(orgId, appId, traceId));
  };
  useEffect(() => {
    if (orgId && appId) void dispatch(loadTrace(orgId, appId, traceId));
  }, [dispatch, orgId, appId, traceId]);

  const shown = traces.key === key ? traces : null;
  let body;
  if (shown?.status === 'failed') {
    body = (
      <PortalStatus kind="error" title="The trace could not be loaded" message={shown.error?.message}>
        <Button variant="secondary" onClick={load}>
          Try again
        </Button>
      </PortalStatus>
    );
  } else if (!shown?.trace) {
    body = <PortalStatus kind="loading" title="Loading the trace…" />;
  } else if (shown.trace.spans.length === 0) {
    body = (
      <PortalStatus
        kind="empty"
        title={`No spans received for trace ${traceId} yet`}
        message={
          <>
            Send them with an OpenTelemetry OTLP exporter to <code>{otlpEndpoint()}</code> with the header{' '}
            <code>X-Moesif-Application-Id</code> set to this app&apos;s collector application id.
          </>
        }
      />
    );
  } else {
    body = (
      <>
        {shown.trace.truncated ? (
          <p className="event-detail__none">
            Showing the first {shown.trace.spans.length} of {shown.trace.span_count} spans, by start time.
          </p>
        ) : null}
        <TraceWaterfall trace={shown.trace} traceparent={traceparent} zone={zone} />
      </>
    );
  }
  return (
    <section aria-labelledby="event-detail-trace" className="trace-section">
      <h3 id="event-detail-trace">Trace</h3>
      <p className="trace-section__id">
        Trace id <code>{traceId}</code>
      </p>
      {body}
    </section>
  );
}
