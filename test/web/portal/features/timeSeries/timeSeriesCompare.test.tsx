/**
 * The time series screen's compare to previous period (the second search asserted, values, change in % in the table,
 * a grouped view compared on its top series, failure and retry), the typed window that zooms like a drag, Reset
 * zoom and Back, and Access via API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { fromSearchParams } from '@/portal/shared/queryModel';
import { createRequestLog } from '../../../support/apiRecorder';
import { searchEventsHandler, searchResponse, searchSchemaHandler, type SearchAnswer } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { history, lastLocation, renderTimeSeries } from './timeSeriesHarness';

const HOUR = 3_600_000;
const T0 = Date.UTC(2024, 4, 1, 10);
const count = (key: number, value: number) => ({ key, doc_count: value, A: { value } });
const SCHEMA = { events: { fields: [], truncated: false } };

/** The view's buckets at T0 and T0 + 1 h; the previous window's a day earlier. */
const now = searchResponse(25, [], { A: { value: 25 }, series: { buckets: [count(T0, 10), count(T0 + HOUR, 15)] } });
const before = searchResponse(25, [], { A: { value: 25 }, series: { buckets: [count(T0 - 24 * HOUR, 5), count(T0 + HOUR - 24 * HOUR, 20)] } });
const isPrevious = (url: URL) => url.searchParams.get('to') !== 'now';

function serve(answer: SearchAnswer) {
  const log = createRequestLog();
  server.use(searchEventsHandler(answer, log), searchSchemaHandler(SCHEMA));
  return log;
}

const currentParams = () => fromSearchParams(new URLSearchParams(lastLocation.search));
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

it('asks for the previous window and shows both periods and the change in % in the table', async () => {
  const log = serve(({ url }) => (isPrevious(url) ? before : now));
  renderTimeSeries('?range=last_24h&m=count&compare=previous');
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'A: Count', 'A: Count (previous period)', 'A: Count change %']));

  const previous = log.requests.find((r) => isPrevious(r.url));
  expect(previous?.url.searchParams.get('from')).toBe('-48h');
  expect(previous?.url.searchParams.get('to')).toBe('-24h');
  expect(previous?.body).toMatchObject({ size: 0, aggs: { series: { date_histogram: { extended_bounds: { min: 'now-48h', max: 'now-24h' } } } } });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(cells(rows[0])).toEqual(['10', '5', '+100%']);
  expect(cells(rows[1])).toEqual(['15', '20', '-25%']);
  expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Dashed lines: the previous period.');
  expect(screen.getByRole('button', { name: /A: Count and previous period/ })).toHaveAttribute('aria-pressed', 'true');
});

it('compares a grouped view on its top series, with a formula', async () => {
  const bucket = (key: number, a: number, b: number) => ({ key, A: { value: a }, B: { value: b } });
  const grouped = searchResponse(30, [], {
    g0: {
      buckets: [
        { key: 'GET', series: { buckets: [bucket(T0, 10, 2), bucket(T0 + HOUR, 20, 5)] } },
        { key: 'POST', series: { buckets: [bucket(T0, 1, 0), bucket(T0 + HOUR, 2, 1)] } },
      ],
    },
  });
  const previousGet = searchResponse(8, [], { g0: { buckets: [{ key: 'GET', series: { buckets: [bucket(T0 - 24 * HOUR, 5, 1), bucket(T0 - 23 * HOUR, 40, 4)] } }] } });
  const log = serve(({ url }) => (isPrevious(url) ? previousGet : grouped));
  renderTimeSeries('?range=last_24h&g=request.verb~5~top&m=count&m=latency~max&m=formula~B%20%2F%20A&compare=previous');
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + 6 + 6));
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers.slice(1, 7)).toEqual(['GET · A: Count', 'GET · A: Count (previous period)', 'GET · A: Count change %', 'GET · B: Max latency', 'GET · B: Max latency (previous period)', 'GET · B: Max latency change %']);
  expect(headers.slice(7)).toEqual(['GET · C: B / A', 'GET · C: B / A (previous period)', 'GET · C: B / A change %', 'POST · A: Count', 'POST · B: Max latency', 'POST · C: B / A']);

  const previous = log.requests.find((r) => isPrevious(r.url));
  expect(previous?.body).toMatchObject({ query: { bool: { filter: [{ term: { 'request.verb': 'GET' } }] } } });
  const rows = within(table).getAllByRole('row').slice(1);
  // GET: count 20 vs 40, max 5 vs 4, formula 0.25 vs 0.1.
  expect(cells(rows[1]).slice(0, 9)).toEqual(['20', '40', '-50%', '5', '4', '+25%', '0.25', '0.1', '+150%']);
});

it('turns compare on and off from the toggle, keeping it in the URL', async () => {
  const log = serve(({ url }) => (isPrevious(url) ? before : now));
  renderTimeSeries('?range=last_24h&m=count');
  await screen.findByRole('table');
  expect(log.requests.some((r) => isPrevious(r.url))).toBe(false);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Compare to previous period' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('compare')).toBe('previous'));
  await waitFor(() => expect(log.requests.some((r) => isPrevious(r.url))).toBe(true));
  expect(await screen.findByRole('columnheader', { name: 'A: Count (previous period)' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Compare to previous period' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).has('compare')).toBe(false));
  expect(screen.queryByRole('columnheader', { name: 'A: Count (previous period)' })).not.toBeInTheDocument();
});

it('says when the previous period fails and tries again', async () => {
  let fail = true;
  serve(({ url }) => (isPrevious(url) ? (fail ? { status: 500, message: 'Search is down' } : before) : now));
  renderTimeSeries('?range=last_24h&m=count&compare=previous');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The previous period could not be loaded: Search is down');
  expect(screen.getByRole('table')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('columnheader', { name: 'A: Count (previous period)' })).toBeInTheDocument();
});

it('zooms to a typed window like a drag, resets the zoom, and Back returns to the zoom', async () => {
  const log = serve(() => now);
  renderTimeSeries('?range=last_7d&interval=day&tz=UTC&m=count');
  await screen.findByRole('table');
  await userEvent.click(screen.getByText('Zoom to a window'));
  const from = screen.getByLabelText('From (UTC)');
  const to = screen.getByLabelText('To (UTC)');
  await userEvent.clear(from);
  await userEvent.type(from, '2024-05-01T10:00');
  await userEvent.clear(to);
  await userEvent.type(to, '2024-05-01T10:00');
  await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The start must be before the end.');
  await userEvent.clear(to);
  await userEvent.type(to, '2024-05-01T12:00');
  await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));

  await waitFor(() => expect(currentParams().range).toEqual({ from: '2024-05-01T10:00:00Z', to: '2024-05-01T12:00:00Z' }));
  expect(currentParams().interval).toBe('auto');
  expect(new URLSearchParams(lastLocation.search).get('unzoom')).toBe('last_7d');
  await waitFor(() => expect(log.requests.at(-1)?.url.searchParams.get('from')).toBe('2024-05-01T10:00:00Z'));
  expect(log.requests.at(-1)?.body).toMatchObject({ aggs: { series: { date_histogram: { calendar_interval: 'minute' } } } });
  expect(screen.getByText('Zoomed to 2024-05-01 10:00 – 2024-05-01 12:00 (UTC)')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
  await waitFor(() => expect(currentParams().range).toBe('last_7d'));
  expect(currentParams().interval).toBe('day');
  expect(new URLSearchParams(lastLocation.search).has('unzoom')).toBe(false);
  expect(screen.queryByRole('button', { name: 'Reset zoom' })).not.toBeInTheDocument();

  act(() => history.back());
  await waitFor(() => expect(currentParams().range).toEqual({ from: '2024-05-01T10:00:00Z', to: '2024-05-01T12:00:00Z' }));
  expect(await screen.findByRole('button', { name: 'Reset zoom' })).toBeInTheDocument();
});

it('shows the curl call of the time series under Access via API', async () => {
  serve(() => now);
  renderTimeSeries('?range=last_24h&m=count');
  await screen.findByRole('table');
  const code = screen.getByRole('region', { name: 'curl command for this view' }).textContent ?? '';
  expect(code).toContain('/api/search/o1/search/events?app_id=a1&from=-24h&to=now');
  expect(code).toContain('"date_histogram"');
  expect(code).toContain('"size":0');
});
