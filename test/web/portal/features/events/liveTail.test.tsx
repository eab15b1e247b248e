/**
 * Live tail in the event log: the Live switch mints a ticket for the view's filter and opens the stream (the
 * EventSource module is replaced here), new events go on top with a highlight, Pause holds and counts them, the
 * sampling notice shows, a dropped stream reconnects with a new ticket, and leaving or changing the filter restarts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@/api/search';
import type { LiveMessage, LiveSourceHandlers } from '@/portal/features/events/liveSource';
import { createRequestLog } from '../../../support/apiRecorder';
import { liveTicketHandler, searchEventsHandler, searchSchemaHandler } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { giveElementsASize, renderEventLog, stubLayoutApis } from './eventLogHarness';

/** The streams the screen opened, newest last. */
const opened: Array<{ url: string; handlers: LiveSourceHandlers; closed: boolean }> = [];

jest.mock('@/portal/features/events/liveSource', () => ({
  ...jest.requireActual('@/portal/features/events/liveSource'),
  openLiveSource: (url: string, handlers: LiveSourceHandlers) => {
    const stream = { url, handlers, closed: false };
    opened.push(stream);
    return { close: () => { stream.closed = true; } };
  },
}));

const SCHEMA = {
  events: {
    fields: [
      { name: 'request.verb', type: 'string' as const, source: 'fixed' as const },
      { name: 'response.status', type: 'number' as const, source: 'fixed' as const },
    ],
    truncated: false,
  },
};

function hit(id: string, status: number, route = `/orders/${id}`) {
  return { _id: id, _source: { id, event_type: 'api_call', request: { time: new Date(Date.UTC(2024, 4, 1, 12)).toISOString(), verb: 'GET', route }, response: { status } } };
}

const listed: SearchResponse<unknown> = { took: 1, timed_out: false, hits: { total: 1, hits: [{ ...hit('old-1', 200), sort: [1, 'old-1'] }] } };

let restoreSize: () => void;
let restoreStubs: () => void;
beforeEach(() => {
  opened.length = 0;
  restoreSize = giveElementsASize();
  restoreStubs = stubLayoutApis();
});
afterEach(() => {
  restoreSize();
  restoreStubs();
});

async function openLog(search = '') {
  const log = createRequestLog();
  let n = 0;
  server.use(
    searchEventsHandler(() => listed),
    searchSchemaHandler(SCHEMA),
    liveTicketHandler(() => ({ ticket: `ticket-${(n += 1)}`, expires_in_ms: 30_000 }), log),
  );
  const rendered = renderEventLog(search);
  await screen.findByRole('table');
  return { ...rendered, log };
}

const send = (name: LiveMessage, data: unknown, stream = opened.at(-1)) => act(() => stream?.handlers.onMessage(name, data));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('live tail', () => {
  it("mints a ticket for the view's filter, opens the stream and puts new events on top, highlighted", async () => {
    const user = userEvent.setup();
    const f = JSON.stringify({ and: [['response.status', 'n', 'gte', 500]] });
    const { log } = await openLog(`?f=${encodeURIComponent(f)}`);
    await user.click(screen.getByRole('button', { name: 'Live', pressed: false }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const [ticket] = log.requests;
    expect(ticket.url.pathname).toBe('/api/search/o1/live/tickets');
    expect(ticket.url.searchParams.get('app_id')).toBe('a1');
    expect(ticket.body).toMatchObject({ query: { bool: { filter: [{ range: { 'response.status': { gte: 500 } } }] } }, _source: expect.arrayContaining(['id', 'request.time']) });
    expect(opened[0].url).toBe('/api/search/o1/live/events?app_id=a1&ticket=ticket-1');
    expect(screen.getByRole('button', { name: 'Live', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();

    send('ready', { heartbeat_ms: 15000, max_events_per_second: 20 });
    expect(screen.getByText('Live: new events appear on top')).toBeInTheDocument();
    send('event', hit('new-1', 503));
    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows()[0]).toHaveTextContent('/orders/new-1');
    expect(bodyRows()[0]).toHaveClass('events-table__row--fresh');
    expect(screen.getByText('2 events')).toBeInTheDocument();
    // The same event twice is shown once.
    send('event', hit('new-1', 503));
    expect(bodyRows()).toHaveLength(2);
  });

  it('holds and counts new events while paused, and shows them on resume', async () => {
    const user = userEvent.setup();
    await openLog();
    await user.click(screen.getByRole('button', { name: 'Live' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    send('ready', {});
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    send('event', hit('p-1', 200));
    send('event', hit('p-2', 201));
    expect(screen.getByText('Paused: 2 new events')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(['/orders/p-2', '/orders/p-1', '/orders/old-1']);
    expect(screen.getByText('Live: new events appear on top')).toBeInTheDocument();
  });

  it('shows the sampling notice with the rate and the share shown', async () => {
    const user = userEvent.setup();
    await openLog();
    await user.click(screen.getByRole('button', { name: 'Live' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    send('ready', {});
    send('sampling', { matched: 240, shown: 20, rate_per_second: 240, share: 0.083 });
    expect(screen.getByText('About 240 matching events a second: showing a sample of 8%.')).toBeInTheDocument();
  });

  it('reconnects with a new ticket after the stream drops, and when its time is up', async () => {
    const user = userEvent.setup();
    await openLog();
    await user.click(screen.getByRole('button', { name: 'Live' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    send('ready', {});
    act(() => opened[0].handlers.onError());
    expect(screen.getByText('Connection lost: reconnecting…')).toBeInTheDocument();
    expect(screen.getByText('The live stream was interrupted.')).toBeInTheDocument();
    // After the first back-off delay (1 s), a new ticket and a new stream.
    await waitFor(() => expect(opened).toHaveLength(2), { timeout: 3000 });
    expect(opened[1].url).toContain('ticket=ticket-2');
    send('ready', {});
    expect(screen.getByText('Live: new events appear on top')).toBeInTheDocument();
    send('end', { reason: 'expired' });
    await waitFor(() => expect(opened).toHaveLength(3));
    expect(opened[2].url).toContain('ticket=ticket-3');
  });

  it('says why when no ticket can be had, and keeps trying', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(searchEventsHandler(() => listed), searchSchemaHandler(SCHEMA), liveTicketHandler(() => {
      calls += 1;
      return calls === 1 ? { status: 429, message: 'This app already has 10 live tail viewers' } : { ticket: 'later', expires_in_ms: 30_000 };
    }));
    renderEventLog();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(await screen.findByText('This app already has 10 live tail viewers.')).toBeInTheDocument();
    await waitFor(() => expect(opened).toHaveLength(1), { timeout: 3000 });
  });

  it('restarts with the new filter when the filters change, and stops when switched off or left', async () => {
    const user = userEvent.setup();
    const { log, unmount } = await openLog();
    await user.click(screen.getByRole('button', { name: 'Live' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Live', pressed: true }));
    expect(opened[0].closed).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Live' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(log.requests[1].body).not.toHaveProperty('query');

    // A filter added from the filter bar restarts the stream with it.
    await user.click(screen.getByRole('button', { name: /^Field/ }));
    await user.click(await screen.findByRole('option', { name: /request\.verb/ }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'POST');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(opened).toHaveLength(3));
    expect(opened[1].closed).toBe(true);
    expect(log.requests[2].body).toMatchObject({ query: { bool: { filter: [{ term: { 'request.verb': 'POST' } }] } } });

    unmount();
    expect(opened[2].closed).toBe(true);
  });
});
