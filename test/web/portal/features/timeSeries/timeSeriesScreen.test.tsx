/**
 * The time series screen (/wrap/app/{org}-{app}/timeseries): the aggregation search built from the URL's model, series
 * and table from an answer with groups and a formula, legend toggling, CSV download, URL edits and the states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromSearchParams } from '@/portal/shared/queryModel';
import { createRequestLog } from '../../../support/apiRecorder';
import { searchEventsHandler, searchResponse, searchSchemaHandler, type SearchAnswer } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { lastLocation, renderTimeSeries } from './timeSeriesHarness';

const T0 = Date.UTC(2024, 4, 1, 10);
const T1 = Date.UTC(2024, 4, 1, 11);
const bucket = (key: number, count: number, p90: number | null) => ({ key, doc_count: count, A: { value: count }, B: { values: { '90.0': p90 } } });

const grouped = searchResponse(12, [], {
  A: { value: 12 },
  g0: {
    buckets: [
      { key: 'GET', doc_count: 10, series: { buckets: [bucket(T0, 4, 100), bucket(T1, 6, 300)] } },
      { key: 'POST', doc_count: 2, series: { buckets: [bucket(T0, 0, null), bucket(T1, 2, 1500)] } },
    ],
  },
});

const VIEW = '?range=last_24h&g=request.verb~5~top&m=count&m=latency~p90&m=formula~B%20%2F%20A';
const SCHEMA = { events: { fields: [{ name: 'request.verb', type: 'string' as const, source: 'fixed' as const }], truncated: false } };

function serve(answer: SearchAnswer) {
  const log = createRequestLog();
  server.use(searchEventsHandler(answer, log), searchSchemaHandler(SCHEMA));
  return log;
}

it('sends the compiled model and shows one line per group and metric in the legend and the table', async () => {
  const log = serve(() => grouped);
  renderTimeSeries(VIEW);
  expect(screen.getByRole('heading', { level: 1, name: 'Time series' })).toBeInTheDocument();
  expect((await screen.findByText('Loading the time series…')).closest('[role="status"]')).not.toBeNull();

  const table = await screen.findByRole('table');
  const request = log.requests.find((r) => r.url.pathname === '/api/search/o1/search/events');
  expect(request?.url.searchParams.get('app_id')).toBe('a1');
  expect(request?.url.searchParams.get('from')).toBe('-24h');
  expect(request?.url.searchParams.get('to')).toBe('now');
  expect(request?.body).toMatchObject({
    size: 0,
    aggs: {
      g0: {
        terms: { field: 'request.verb', size: 5 },
        aggs: {
          series: {
            date_histogram: { time_zone: 'Europe/Paris', calendar_interval: 'hour' },
            aggs: { A: { sum: { field: 'weight', missing: 1 } }, B: { percentiles: { field: 'duration_ms', percents: [90] } } },
          },
        },
      },
    },
  });

  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Time', 'GET · A: Count', 'GET · B: p90 latency', 'GET · C: B / A', 'POST · A: Count', 'POST · B: p90 latency', 'POST · C: B / A']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '100', '25', '0', '–', '–']);
  expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('2024-05-01 13:00');
  expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['6', '300', '50', '2', '1,500', '750']);
  expect(screen.getByRole('img', { name: /Time series chart, hour buckets.*GET · A: Count: 4 to 6/ })).toBeInTheDocument();
});

it('toggles a series with its legend button', async () => {
  serve(() => grouped);
  renderTimeSeries(VIEW);
  const button = await screen.findByRole('button', { name: 'POST · A: Count' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('img').getAttribute('aria-label')).not.toContain('POST · A: Count');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('img').getAttribute('aria-label')).toContain('POST · A: Count: 0 to 2');
});

it('downloads the table as CSV', async () => {
  serve(() => grouped);
  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderTimeSeries(VIEW);
  await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
  expect(click).toHaveBeenCalled();
  const text = await blobs[0].text();
  expect(text.split('\r\n')[1]).toBe('2024-05-01T12:00:00+02:00,4,100,25,0,,');
  click.mockRestore();
});

it('keeps metric, group-by and range edits in the URL', async () => {
  const log = serve(() => grouped);
  renderTimeSeries(VIEW);
  await screen.findByRole('table');
  await userEvent.selectOptions(screen.getByLabelText('Time range'), 'last_7d');
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search)).range).toBe('last_7d'));
  await userEvent.selectOptions(screen.getByLabelText('Metric A'), 'unique_users');
  const groupBy = screen.getByLabelText('Group by');
  await userEvent.clear(groupBy);
  await userEvent.type(groupBy, 'response.status{Enter}');
  await waitFor(() => {
    const model = fromSearchParams(new URLSearchParams(lastLocation.search));
    expect(model.metrics[0]).toEqual({ kind: 'unique_users' });
    expect(model.groupBy[0]).toMatchObject({ field: 'response.status', size: 5 });
  });
  await waitFor(() =>
    expect(log.requests.at(-1)?.body).toMatchObject({ aggs: { g0: { terms: { field: 'response.status' }, aggs: { series: { aggs: { A: { cardinality: { field: 'user_id' } } } } } } } }),
  );
  expect(log.requests.at(-1)?.url.searchParams.get('from')).toBe('-7d');
});

it('says when the range holds no events', async () => {
  serve(() => searchResponse(0, [], { series: { buckets: [{ key: T0, A: { value: 0 } }] } }));
  renderTimeSeries();
  expect(await screen.findByText('No events in this range')).toBeInTheDocument();
});

it('shows a failure in place and tries again', async () => {
  let fail = true;
  serve(() => (fail ? { status: 500, message: 'Search is down' } : searchResponse(3, [], { series: { buckets: [{ key: T0, A: { value: 3 } }] } })));
  renderTimeSeries();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Search is down');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});
