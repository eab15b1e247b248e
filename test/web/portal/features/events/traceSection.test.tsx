/** The event detail's Trace section: loading, no spans yet, error with retry, and the waterfall. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appReducer } from '@/app/store/rootReducer';
import tracesSlice from '@/portal/features/events/tracesSlice';
import { createRequestLog } from '../../../support/apiRecorder';
import { eventHandler, searchEventsHandler, searchResponse, searchSchemaHandler } from '../../../support/handlers/search';
import { traceHandler, traceResponse, traceSpan, type TraceAnswer } from '../../../support/handlers/traces';
import { server } from '../../../support/mswServer';
import { giveElementsASize, renderEventLog, stubLayoutApis } from './eventLogHarness';

appReducer.inject(tracesSlice);

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = '00f067aa0ba902b7';

const event = (headers: Record<string, string>) => ({
  event_type: 'api_call',
  request: { time: '2024-05-01T12:00:00.000Z', verb: 'GET', uri: 'https://api.example.com/checkout', route: '/checkout', headers },
  response: { time: '2024-05-01T12:00:00.120Z', status: 200, headers: {} },
  duration_ms: 120,
});

const SPANS = [
  traceSpan({ span_id: 'reserve0000000001', parent_span_id: 'query00000000001', name: 'reserve stock', service_name: 'inventory', start_offset_ms: 10, duration_ms: 20, status: { code: 'error', message: 'no stock left' }, attributes: { sku: 'book-1' } }),
  traceSpan({ span_id: 'checkout00000001', parent_span_id: CALLER, name: 'GET /checkout', service_name: 'api', start_offset_ms: 0, duration_ms: 100, attributes: { 'http.method': 'GET' } }),
  traceSpan({ span_id: 'query00000000001', parent_span_id: 'checkout00000001', name: 'SELECT carts', service_name: 'api', kind: 'client', start_offset_ms: 5.25, duration_ms: 35.25 }),
];

let restore: (() => void)[] = [];
beforeEach(() => {
  restore = [giveElementsASize(), stubLayoutApis()];
});
afterEach(() => restore.forEach((undo) => undo()));

async function openDetail(headers: Record<string, string>, answer: TraceAnswer, gate?: Promise<void>) {
  const log = createRequestLog();
  server.use(
    searchEventsHandler(() => searchResponse(1, [{ event_type: 'api_call', request: { time: '2024-05-01T12:00:00.000Z', verb: 'GET', route: '/checkout' }, response: { status: 200 } }])),
    searchSchemaHandler({ events: { fields: [], truncated: false } }),
    eventHandler({ 'doc-0': event(headers) }),
    traceHandler(answer, log, gate),
  );
  const user = userEvent.setup();
  renderEventLog();
  await user.click(await screen.findByRole('button', { name: /GET \/checkout 200: open the detail$/ }));
  const panel = await screen.findByRole('complementary', { name: 'Event detail' });
  await within(panel).findByRole('heading', { name: 'Request' });
  return { user, panel, log };
}

describe('the Trace section of the event detail', () => {
  it('is absent for a call without a traceparent header', async () => {
    const { panel, log } = await openDetail({ accept: '*/*' }, () => traceResponse(TRACE));
    expect(within(panel).queryByRole('heading', { name: 'Trace' })).not.toBeInTheDocument();
    expect(log.requests).toHaveLength(0);
  });

  it('loads the trace of the traceparent (any case of the header name) while showing that it loads', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const { panel, log } = await openDetail({ TraceParent: `00-${TRACE.toUpperCase()}-${CALLER}-01` }, (traceId) => traceResponse(traceId, SPANS), gate);
    const section = within(panel).getByRole('region', { name: 'Trace' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Loading the trace…');
    release();
    await within(section).findByRole('table', { name: `Spans of trace ${TRACE}, in tree order` });
    expect(log.requests[0].url.pathname).toBe(`/api/search/o1/traces/${TRACE}`);
    expect(log.requests[0].url.searchParams.get('app_id')).toBe('a1');
  });

  it('says no spans were received yet, with the endpoint and header to send them', async () => {
    const { panel } = await openDetail({ traceparent: `00-${TRACE}-${CALLER}-01` }, (traceId) => traceResponse(traceId));
    const empty = await within(panel).findByText(`No spans received for trace ${TRACE} yet`);
    const status = empty.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent(`${window.location.origin}/collector/v1/traces`);
    expect(status).toHaveTextContent('X-Moesif-Application-Id');
  });

  it('shows a failure in place and loads again on Try again', async () => {
    let calls = 0;
    const { user, panel } = await openDetail({ traceparent: `00-${TRACE}-${CALLER}-01` }, (traceId) => {
      calls += 1;
      return calls === 1 ? { status: 503, message: 'The search service is busy: retry after 1 s' } : traceResponse(traceId, SPANS);
    });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The trace could not be loaded');
    expect(alert).toHaveTextContent('The search service is busy: retry after 1 s');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('table', { name: /Spans of trace/ })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the spans in tree order with services, bars, durations, the error span and this call marked in words', async () => {
    const { user, panel } = await openDetail({ traceparent: `00-${TRACE}-${CALLER}-01` }, (traceId) => traceResponse(traceId, SPANS));
    const table = await within(panel).findByRole('table', { name: /Spans of trace/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Span', 'Timeline 0 – 100 ms', 'Duration']);
    const rows = within(table).getAllByRole('row').slice(1);
    const names = rows.map((row) => within(row).getByRole('rowheader'));
    expect(names.map((cell) => cell.textContent?.replace(/Details.*$/, ''))).toEqual([
      'api GET /checkoutThis call',
      'api SELECT carts',
      'inventory reserve stock⚠ Error',
    ]);
    // Indented under the parent.
    expect(names.map((cell) => cell.style.paddingLeft)).toEqual(['0.5rem', '1.25rem', '2rem']);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['starts at 0 ms', '100 ms'],
      ['starts at 5.25 ms', '35.25 ms'],
      ['starts at 10 ms', '20 ms'],
    ]);
    const bars = rows.map((row) => row.querySelector('.trace-waterfall__bar') as HTMLElement);
    expect(bars.map((bar) => [bar.style.left, bar.style.width])).toEqual([['0%', '100%'], ['5.25%', '35.25%'], ['10%', '20%']]);
    expect(bars.every((bar) => bar.closest('[aria-hidden="true"]'))).toBe(true);

    await user.click(within(rows[2]).getByText('Details'));
    const details = within(rows[2]).getByRole('group');
    expect(details).toHaveTextContent('error: no stock left');
    expect(details).toHaveTextContent('skubook-1');
  });
});
