/**
 * The event log (/wrap/app/{org}-{app}/events): the first page and the next ones (POST search/events with sort, size
 * and search_after), the range and filters in the URL, the loading, empty and error states, and the detail panel.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SearchResponse } from '@/api/search';
import { createRequestLog } from '../../../support/apiRecorder';
import { CanvasRecorder, recordCanvases } from '../../../support/canvasRecorder';
import { eventHandler, searchEventsHandler, searchSchemaHandler, type SearchAnswer, schemaWith } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { giveElementsASize, lastLocation, renderEventLog, stubLayoutApis } from './eventLogHarness';

const SCHEMA = schemaWith();

/** A page of `count` API calls, numbered from `start` (newer first). */
function page(start: number, count: number, total = 120): SearchResponse<unknown> {
  const hits = Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const time = new Date(Date.UTC(2024, 4, 1, 12, 0, 0) - n * 1000).toISOString();
    return {
      _id: `ev-${n}`,
      _source: {
        event_type: 'api_call',
        request: { time, verb: 'GET', route: `/orders/${n}`, uri: `https://api.example.com/orders/${n}` },
        response: { status: n === 0 ? 500 : 200 },
        duration_ms: 245,
        user_id: `user-${n}`,
        company_id: 'acme',
      },
      sort: [Date.parse(time), `ev-${n}`],
    };
  });
  return { took: 1, timed_out: false, hits: { total, hits } };
}

/** 50 rows, then 50 more, then 20. */
const paged: SearchAnswer = ({ body }) => {
  const after = body.search_after as [number, string] | undefined;
  if (!after) return page(0, 50);
  const start = Number(after[1].slice(3)) + 1;
  return page(start, start >= 100 ? 20 : 50);
};

let restoreSize: () => void;
let restoreStubs: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
  restoreStubs = stubLayoutApis();
});
afterEach(() => {
  restoreSize();
  restoreStubs();
});

async function openLog(answer: SearchAnswer, search = '') {
  const log = createRequestLog();
  server.use(searchEventsHandler(answer, log), searchSchemaHandler(SCHEMA), eventHandler({}, log));
  const rendered = renderEventLog(search);
  await screen.findByRole('heading', { name: 'Event log', level: 1 });
  return { ...rendered, log };
}

const eventRequests = (log: ReturnType<typeof createRequestLog>) => log.requests.filter((r) => r.url.pathname.endsWith('/search/events'));

describe('the event log list', () => {
  it('asks for the newest 50 events of the last 24 hours with the list fields, and shows them in the app zone', async () => {
    const { log } = await openLog(() => page(0, 3, 3));
    const table = await screen.findByRole('table');
    const [first] = eventRequests(log);
    expect(first.url.pathname).toBe('/api/search/o1/search/events');
    expect(Object.fromEntries(first.url.searchParams)).toEqual({ app_id: 'a1', from: '-24h', to: 'now' });
    expect(first.body).toEqual({
      size: 50,
      sort: [{ 'request.time': 'desc' }],
      _source: ['id', 'event_type', 'action_name', 'request.time', 'request.verb', 'request.route', 'request.uri', 'response.status', 'duration_ms', 'user_id', 'company_id'],
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // 12:00 UTC is 14:00 in Paris in May.
    expect(within(rows[0]).getByRole('button', { name: /^2024-05-01 14:00:00\.000, GET \/orders\/0 500: open the detail$/ })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('500 Server error');
    expect(rows[1]).toHaveTextContent('200 Success');
    expect(rows[1]).toHaveTextContent('245 ms');
    expect(rows[1]).toHaveTextContent('user-1');
    expect(screen.getByText('3 events')).toBeInTheDocument();
  });

  it('shows actions by name', async () => {
    await openLog(() => ({
      took: 1,
      timed_out: false,
      hits: { total: 1, hits: [{ _id: 'act', _source: { event_type: 'user_action', action_name: 'Signed in', request: { time: '2024-05-01T12:00:00Z' } }, sort: [1, 'act'] }] },
    }));
    const row = (await screen.findAllByRole('row'))[1];
    expect(row).toHaveTextContent('Action');
    expect(row).toHaveTextContent('Signed in');
  });

  it('loads the next page after the last hit when the end of the list comes into view, until a page is not full', async () => {
    const { log } = await openLog(paged);
    await screen.findByRole('table');
    // An 800 px view shows about 20 of the 50 rows of 40 px: scrolling to the end reaches the last rows.
    const scroller = screen.getByRole('region', { name: 'Events, newest first' });
    await act(async () => {
      scroller.scrollTop = 50 * 40;
      scroller.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(eventRequests(log)).toHaveLength(2));
    expect(eventRequests(log)[1].body).toMatchObject({ size: 50, sort: [{ 'request.time': 'desc' }], search_after: [Date.UTC(2024, 4, 1, 12, 0, 0) - 49_000, 'ev-49'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more events' }));
    await waitFor(() => expect(eventRequests(log)).toHaveLength(3));
    expect(eventRequests(log)[2].body).toMatchObject({ search_after: [Date.UTC(2024, 4, 1, 12, 0, 0) - 99_000, 'ev-99'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more events/ })).not.toBeInTheDocument());
    expect(eventRequests(log)).toHaveLength(3);
  });

  it('draws the rows of a fast scroll on a canvas until the scrolling stops, and keeps the rows of a slow one in the table', async () => {
    const recorder = new CanvasRecorder();
    const restoreCanvas = recordCanvases(recorder);
    // Header cells 150 px wide side by side, so the canvas has columns to draw in.
    const rectSpy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
      const left = this instanceof HTMLTableCellElement ? this.cellIndex * 150 : 0;
      const width = this instanceof HTMLTableCellElement ? 150 : 1200;
      return { left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const { log } = await openLog(() => page(0, 100, 100));
      await screen.findByRole('table');
      const scroller = screen.getByRole('region', { name: 'Events, newest first' });
      const canvas = scroller.querySelector('canvas') as HTMLCanvasElement;
      const rowOf = (n: number) => screen.queryByText(`/orders/${n}`)?.closest('tr') ?? null;
      const drawn = () => recorder.texts.map((text) => text.text);
      const scrollTo = (top: number) =>
        act(async () => {
          recorder.clear();
          scroller.scrollTop = top;
          scroller.dispatchEvent(new Event('scroll'));
        });

      // The 800 px view holds rows 0-19 and the rows below it up to 27. Three rows down, the rows stay in the table.
      expect(rowOf(28)).toBeNull();
      await scrollTo(3 * 40);
      expect(within(rowOf(30) as HTMLElement).getByRole('button', { name: /open the detail$/ })).toBeInTheDocument();
      expect(canvas).not.toBeVisible();
      // While the scroll goes down, one row stays above the view (row 2) instead of eight; at rest, eight do.
      expect(rowOf(1)).toBeNull();
      expect(rowOf(2)).toBeInTheDocument();

      // Twenty rows down at once: the table holds no event rows and the canvas shows them, from the row above the view.
      await scrollTo(23 * 40);
      expect(scroller.querySelectorAll('tr[data-event-id]')).toHaveLength(0);
      expect(canvas).toBeVisible();
      expect(canvas).toHaveAttribute('aria-hidden', 'true');
      expect(drawn()).toEqual(expect.arrayContaining(['2024-05-01 13:59:20.000', '/orders/40', 'user-40', 'acme', '245 ms']));
      const path22 = recorder.texts.find((text) => text.text === '/orders/22');
      const path23 = recorder.texts.find((text) => text.text === '/orders/23');
      expect(path23!.y - path22!.y).toBe(40);
      // Each text in its header's column, past the cell's padding.
      expect(path22!.x).toBeGreaterThanOrEqual(3 * 150);
      expect(path22!.x).toBeLessThan(4 * 150);
      // Twenty more before it stops: still drawn, never back in the table halfway.
      await scrollTo(43 * 40);
      expect(scroller.querySelectorAll('tr[data-event-id]')).toHaveLength(0);
      expect(drawn()).toContain('/orders/60');
      expect(drawn()).not.toContain('/orders/40');

      // A click on a drawn row opens it: the third row drawn is row 44.
      fireEvent.click(canvas, { clientX: 300, clientY: 2 * 40 + 20 });
      await waitFor(() => expect(log.requests.map((request) => request.url.pathname)).toContain('/api/search/o1/events/ev-44'));

      // Once the scrolling stops, the rows are back in the table with their controls, and the canvas is hidden.
      await waitFor(() => expect(within(rowOf(60) as HTMLElement).getByRole('button', { name: /open the detail$/ })).toBeInTheDocument());
      expect(within(rowOf(60) as HTMLElement).getByRole('checkbox')).toBeInTheDocument();
      expect(canvas).not.toBeVisible();
      expect(rowOf(35)).toBeInTheDocument();
    } finally {
      rectSpy.mockRestore();
      restoreCanvas();
    }
  });

  it('keeps the rows of a fast scroll in the table where the browser cannot draw on a canvas', async () => {
    await openLog(() => page(0, 100, 100));
    await screen.findByRole('table');
    const scroller = screen.getByRole('region', { name: 'Events, newest first' });
    await act(async () => {
      scroller.scrollTop = 23 * 40;
      scroller.dispatchEvent(new Event('scroll'));
    });
    const row40 = screen.getByText('/orders/40').closest('tr') as HTMLElement;
    expect(within(row40).getByRole('button', { name: /open the detail$/ })).toBeInTheDocument();
    expect(scroller.querySelector('canvas')).not.toBeVisible();
  });

  it('says there are no events in the range, with a hint to widen it or set up the integration', async () => {
    await openLog(() => page(0, 0, 0));
    const status = await screen.findByText('No events in this range');
    expect(status.closest('[role="status"]')).toHaveTextContent(/Widen the time range/);
    expect(screen.getByRole('link', { name: 'Set up the integration' })).toBeInTheDocument();
  });

  it('shows a failure in place with a retry', async () => {
    let fail = true;
    await openLog(() => (fail ? { status: 400, message: 'The search took longer than 10 s and was stopped' } : page(0, 1, 1)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The events could not be loaded');
    expect(alert).toHaveTextContent('The search took longer than 10 s');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 event')).toBeInTheDocument();
  });

  it('shows the loading state until the first page arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      searchSchemaHandler(SCHEMA),
      http.post('/api/search/:orgId/search/events', async () => {
        await gate;
        return HttpResponse.json(page(0, 1, 1), { status: 201 });
      }),
    );
    renderEventLog();
    expect(await screen.findByText('Loading events…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('1 event')).toBeInTheDocument();
  });
});

describe('the range and filters in the URL', () => {
  it('reads the range and filters of a link and sends them', async () => {
    const f = JSON.stringify({ and: [['response.status', 'n', 'gte', 500]] });
    const { log } = await openLog(() => page(0, 1, 1), `?range=last_7d&f=${encodeURIComponent(f)}`);
    await screen.findByRole('table');
    const [request] = eventRequests(log);
    expect(request.url.searchParams.get('from')).toBe('-7d');
    expect(request.body).toMatchObject({ query: { bool: { filter: [{ range: { 'response.status': { gte: 500 } } }] } } });
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('last_7d');
    expect(screen.getByRole('list', { name: 'Filters, all must match' })).toHaveTextContent('response.status ≥ 500');
  });

  it('writes a new range and an added filter to the URL, and searches again', async () => {
    const user = userEvent.setup();
    const { log } = await openLog(() => page(0, 1, 1));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'last_90d');
    await waitFor(() => expect(lastLocation.search).toContain('range=last_90d'));
    await waitFor(() => expect(eventRequests(log).at(-1)?.url.searchParams.get('from')).toBe('-90d'));

    // The field picker lists the schema's fields, discovered ones included.
    await user.click(screen.getByRole('button', { name: /^Field/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['request.verbstring', 'response.statusnumber', 'metadata.planstring']);
    await user.type(screen.getByPlaceholderText('Search fields…'), 'plan');
    await user.click(screen.getByRole('option', { name: /metadata\.plan/ }));
    expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('is');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'gold');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));

    await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('f')).toBe(JSON.stringify({ and: [['metadata.plan', 's', 'is', 'gold']] })));
    expect(new URLSearchParams(lastLocation.search).get('range')).toBe('last_90d');
    await waitFor(() => expect(eventRequests(log).at(-1)?.body).toMatchObject({ query: { bool: { filter: [{ term: { 'metadata.plan': 'gold' } }] } } }));

    await user.click(screen.getByRole('button', { name: 'Remove filter metadata.plan is gold' }));
    await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('f')).toBeNull());
    await waitFor(() => expect(eventRequests(log).at(-1)?.body).not.toHaveProperty('query'));
  });

  it('refuses a number filter whose value is not a number', async () => {
    const user = userEvent.setup();
    await openLog(() => page(0, 1, 1));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Field/ }));
    await user.click(await screen.findByRole('option', { name: /response\.status/ }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number');
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the view as a curl command', async () => {
    await openLog(() => page(0, 1, 1), '?range=last_1h');
    await screen.findByRole('table');
    const code = screen.getByRole('region', { name: 'curl command for this view' });
    expect(code).toHaveTextContent("/api/search/o1/search/events?app_id=a1&from=-1h&to=now");
    expect(code).toHaveTextContent('Authorization: Bearer $APISCOPE_TOKEN');
  });
});
