/**
 * The event log (/wrap/app/{org}-{app}/events): the first page and the next ones (POST search/events with sort, size
 * and search_after), the range and filters in the URL, the loading, empty and error states, and the detail panel.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SearchResponse } from '@/api/search';
import { createRequestLog } from '../../../support/apiRecorder';
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
  server.use(searchEventsHandler(answer, log), searchSchemaHandler(SCHEMA), eventHandler({}));
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

  it('shows the rows a fast scroll brings into view as text until the scrolling stops, and the rows of a slow one in full', async () => {
    await openLog(() => page(0, 100, 100));
    await screen.findByRole('table');
    const scroller = screen.getByRole('region', { name: 'Events, newest first' });
    const rowOf = (n: number) => screen.queryByText(`/orders/${n}`)?.closest('tr') ?? null;
    const openButton = (n: number) => within(rowOf(n) as HTMLElement).queryByRole('button', { name: /open the detail$/ });
    const scrollTo = (top: number) =>
      act(async () => {
        scroller.scrollTop = top;
        scroller.dispatchEvent(new Event('scroll'));
      });

    // The 800 px view holds rows 0-19 and the rows below it up to 27. Three rows down, the three entering are whole.
    expect(rowOf(28)).toBeNull();
    await scrollTo(3 * 40);
    expect(openButton(30)).toBeInTheDocument();
    // Twenty rows down at once: the rows entering show their text, without their checkbox and open button.
    await scrollTo(23 * 40);
    expect(rowOf(40)).toHaveTextContent('GET/orders/40200245 msuser-40acme');
    expect(openButton(40)).toBeNull();
    expect(within(rowOf(40) as HTMLElement).queryByRole('checkbox')).toBeNull();
    expect(openButton(30)).toBeInTheDocument();
    // While the scroll goes down, one row stays above the view (row 22) instead of eight; at rest, eight do.
    expect(rowOf(21)).toBeNull();
    // Twenty more before it stops: the text-only rows keep their elements and change their text, so row 40's element
    // now holds a later row.
    const row40 = rowOf(40);
    await scrollTo(43 * 40);
    expect(rowOf(40)).toBeNull();
    expect(row40).toBeInTheDocument();
    expect(row40?.dataset.eventId).toMatch(/^ev-[5-6]\d$/);
    expect(row40).toHaveTextContent(`GET/orders/${row40?.dataset.eventId?.slice(3)}200245 msuser-`);
    expect(openButton(60)).toBeNull();
    await waitFor(() => expect(openButton(60)).toBeInTheDocument());
    expect(within(rowOf(60) as HTMLElement).getByRole('checkbox')).toBeInTheDocument();
    expect(rowOf(35)).toBeInTheDocument();
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
