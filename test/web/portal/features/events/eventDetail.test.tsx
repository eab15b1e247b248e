/** The detail panel: GET /search/{org}/events/{id}, headers as tables, JSON and base64 bodies, truncation, Escape. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { eventHandler, searchEventsHandler, searchResponse, searchSchemaHandler } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { giveElementsASize, lastLocation, renderEventLog, stubLayoutApis } from './eventLogHarness';

const LONG = 'x'.repeat(5000);
const EVENT = {
  event_type: 'api_call',
  request: {
    time: '2024-05-01T12:00:00.000Z',
    verb: 'POST',
    uri: 'https://api.example.com/orders',
    route: '/orders',
    ip_address: '203.0.113.9',
    geo_ip: { country_code2: 'DE' },
    headers: { 'Content-Type': 'application/json', Accept: '*/*' },
    body: { item: 'book', qty: 2 },
  },
  response: {
    time: '2024-05-01T12:00:00.245Z',
    status: 201,
    headers: { 'X-Request-Id': 'r-1' },
    body: btoa(JSON.stringify({ id: 'ord_1', note: LONG })),
    transfer_encoding: 'base64',
  },
  duration_ms: 245,
  user_id: 'user-1',
  company_id: 'acme',
  session_token: 'sess-9',
  metadata: { plan: 'gold' },
};

let restore: (() => void)[] = [];
beforeEach(() => {
  restore = [giveElementsASize(), stubLayoutApis()];
});
afterEach(() => restore.forEach((undo) => undo()));

/** The event log (at `search`) with one row, whose detail is `event`; `log` records the detail requests, `searches` the list's. */
function renderOneEvent(search = '', event: object = EVENT) {
  const log = createRequestLog();
  const searches = createRequestLog();
  server.use(
    searchEventsHandler(() => searchResponse(1, [{ event_type: 'api_call', request: { time: EVENT.request.time, verb: 'POST', route: '/orders' }, response: { status: 201 } }]), searches),
    searchSchemaHandler({ events: { fields: [], truncated: false } }),
    eventHandler({ 'doc-0': event }, log),
  );
  const user = userEvent.setup();
  renderEventLog(search);
  return { user, log, searches };
}

async function openDetail(search = '', event: object = EVENT) {
  const { user, log, searches } = renderOneEvent(search, event);
  const open = await screen.findByRole('button', { name: /POST \/orders 201: open the detail$/ });
  await user.click(open);
  const panel = await screen.findByRole('complementary', { name: 'Event detail' });
  await within(panel).findByRole('heading', { name: 'Request' });
  return { user, panel, log, searches, open };
}

describe('the event detail panel', () => {
  it('loads the event by id and shows request, response, user, session and metadata', async () => {
    const { panel, log } = await openDetail();
    expect(log.requests[0].url.pathname).toBe('/api/search/o1/events/doc-0');
    expect(log.requests[0].url.searchParams.get('app_id')).toBe('a1');
    expect(within(panel).getByRole('heading', { name: 'Event detail' })).toHaveFocus();
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual(
      expect.arrayContaining([
        ['Method', 'POST'],
        ['URI', 'https://api.example.com/orders'],
        ['Time', '2024-05-01 14:00:00.000'],
        ['IP address', '203.0.113.9'],
        ['Country', 'Germany (DE)'],
        ['Status', '201 Success'],
        ['Duration', '245 ms'],
        ['Session', 'sess-9'],
      ]),
    );
    expect(within(panel).getByRole('link', { name: 'Events of user user-1' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Events of company acme' })).toBeInTheDocument();
    const requestHeaders = within(panel).getByRole('table', { name: 'Request headers' });
    expect(within(requestHeaders).getAllByRole('row').map((row) => row.textContent)).toEqual(['NameValue', 'Accept*/*', 'Content-Typeapplication/json']);
    expect(within(panel).getByRole('table', { name: 'Response headers' })).toHaveTextContent('X-Request-Idr-1');
    expect(within(panel).getByRole('region', { name: 'Request body' }).textContent).toBe(JSON.stringify({ item: 'book', qty: 2 }, null, 2));
    expect(within(panel).getByRole('region', { name: 'Metadata' })).toHaveTextContent('"plan": "gold"');
  });

  it('links the user and the company to all their events in the window, whatever the other filters', async () => {
    const filtered = `?range=last_7d&f=${encodeURIComponent(JSON.stringify({ and: [['response.status', 'n', 'gte', 500]] }))}`;
    const { user, panel, searches } = await openDetail(filtered);
    expect(searches.requests.at(-1)?.body).toMatchObject({ query: { bool: { filter: [{ range: { 'response.status': { gte: 500 } } }] } } });
    await user.click(within(panel).getByRole('link', { name: 'Events of user user-1' }));
    await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('f')).toBe(JSON.stringify({ and: [['user_id', 's', 'is', 'user-1']] })));
    expect(new URLSearchParams(lastLocation.search).get('range')).toBe('last_7d');
    await waitFor(() => expect(searches.requests.at(-1)?.body).toMatchObject({ query: { bool: { filter: [{ term: { user_id: 'user-1' } }] } } }));
    expect(searches.requests.at(-1)?.url.searchParams.get('from')).toBe('-7d');
    expect(screen.getByRole('list', { name: 'Filters, all must match' })).toHaveTextContent('user_id is user-1');

    await user.click(within(screen.getByRole('complementary', { name: 'Event detail' })).getByRole('link', { name: 'Events of company acme' }));
    await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('f')).toBe(JSON.stringify({ and: [['company_id', 's', 'is', 'acme']] })));
  });

  it('shows a dash, not a link, for an event without a user or company, and no country for an unlocated address', async () => {
    const { panel } = await openDetail('', { ...EVENT, request: { ...EVENT.request, geo_ip: undefined }, user_id: undefined, company_id: undefined });
    expect(within(panel).queryByRole('link', { name: /^Events of/ })).not.toBeInTheDocument();
    const terms = within(panel).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual(expect.arrayContaining([['User', '–'], ['Company', '–'], ['Country', '–']]));
  });

  it('decodes a base64 body, cuts it when long and shows the rest on demand', async () => {
    const { panel, user } = await openDetail();
    const body = within(panel).getByRole('region', { name: 'Response body' });
    expect(body.textContent).toMatch(/^\{\n {2}"id": "ord_1",\n {2}"note": "xxx/);
    expect(body.textContent).toHaveLength(4000);
    await user.click(within(panel).getByRole('button', { name: /Show the whole body/ }));
    expect(within(panel).getByRole('region', { name: 'Response body' }).textContent).toBe(JSON.stringify({ id: 'ord_1', note: LONG }, null, 2));
  });

  it('closes with Escape and with Close, and shows a failure in place', async () => {
    const { user, open } = await openDetail();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Event detail' })).not.toBeInTheDocument();
    open.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('complementary', { name: 'Event detail' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    server.use(eventHandler({ status: 404, message: 'Event not found' }));
    await user.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent('The event could not be loaded');
  });

  it('opens from a click anywhere on the row, but not from its checkbox or the end of a text selection', async () => {
    const { user, log } = renderOneEvent();
    const route = await screen.findByRole('cell', { name: '/orders' });
    await user.click(screen.getByRole('checkbox', { name: /POST \/orders 201$/ }));
    expect(log.requests).toHaveLength(0);
    const selection = window.getSelection();
    selection?.selectAllChildren(route);
    // The click that ends a drag across the text: the selection is still there when it fires.
    fireEvent.click(route);
    expect(log.requests).toHaveLength(0);
    selection?.removeAllRanges();
    await user.click(route);
    const panel = await screen.findByRole('complementary', { name: 'Event detail' });
    await within(panel).findByRole('heading', { name: 'Request' });
    expect(log.requests.map((request) => request.url.pathname)).toEqual(['/api/search/o1/events/doc-0']);
  });
});
