/**
 * The segmentation screen (/wrap/app/{org}-{app}/segmentation): the aggregation search built from the URL's model,
 * bars and the nested ranked table from an answer, sorting, CSV, event log links, URL edits and the states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromSearchParams } from '@/portal/shared/queryModel';
import { createRequestLog } from '../../../support/apiRecorder';
import { searchEventsHandler, searchResponse, searchSchemaHandler, type SearchAnswer, schemaWith } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { lastLocation, renderSegmentation } from './segmentationHarness';

const status = (key: number, count: number, p90: number) => ({ key, doc_count: count, A: { value: count }, B: { values: { '90.0': p90 } } });

const answer = searchResponse(20, [], {
  A: { value: 20 },
  B: { values: { '90.0': 120 } },
  g0: {
    sum_other_doc_count: 2,
    buckets: [
      { key: 'GET', doc_count: 12, A: { value: 12 }, B: { values: { '90.0': 80 } }, g1: { sum_other_doc_count: 0, buckets: [status(200, 10, 70), status(500, 2, 900)] } },
      { key: 'POST', doc_count: 6, A: { value: 6 }, B: { values: { '90.0': 300 } }, g1: { sum_other_doc_count: 0, buckets: [status(201, 6, 300)] } },
    ],
  },
});

const VIEW = '?range=last_24h&g=request.verb~2~top&g=response.status~5~top&m=count&m=latency~p90';
const SCHEMA = schemaWith({ name: 'duration_ms', type: 'number', source: 'fixed' });

function serve(reply: SearchAnswer) {
  const log = createRequestLog();
  server.use(searchEventsHandler(reply, log), searchSchemaHandler(SCHEMA));
  return log;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

it('sends the compiled model and shows ranked bars and the nested table with shares', async () => {
  const log = serve(() => answer);
  renderSegmentation(VIEW);
  expect(screen.getByRole('heading', { level: 1, name: 'Segmentation' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Segments by request.verb, then response.status' });
  const request = log.requests.find((r) => r.url.pathname === '/api/search/o1/search/events');
  expect(request?.url.searchParams.get('from')).toBe('-24h');
  expect(request?.body).toEqual({
    size: 0,
    aggs: {
      A: { sum: { field: 'weight', missing: 1 } },
      B: { percentiles: { field: 'duration_ms', percents: [90] } },
      g0: {
        terms: { field: 'request.verb', size: 2, order: { _count: 'desc' } },
        aggs: {
          A: { sum: { field: 'weight', missing: 1 } },
          B: { percentiles: { field: 'duration_ms', percents: [90] } },
          g1: { terms: { field: 'response.status', size: 5, order: { _count: 'desc' } }, aggs: { A: { sum: { field: 'weight', missing: 1 } }, B: { percentiles: { field: 'duration_ms', percents: [90] } } } },
        },
      },
    },
  });
  expect(bodyRows(table)).toEqual([
    ['GET', '12', '80', '60%', 'Events'],
    ['response.status: 200', '10', '70', '50%', 'Events'],
    ['response.status: 500', '2', '900', '10%', 'Events'],
    ['POST', '6', '300', '30%', 'Events'],
    ['response.status: 201', '6', '300', '30%', 'Events'],
    ['Other values', '2', '–', '10%', ''],
  ]);
  const bars = screen.getByRole('table', { name: 'A: Count by segment' });
  expect(bodyRows(bars)).toEqual([['GET', '12'], ['POST', '6'], ['Other values', '2']]);
});

it('sorts every level by a column and keeps the order in the URL without searching again', async () => {
  const log = serve(() => answer);
  renderSegmentation(VIEW);
  const table = await screen.findByRole('table', { name: /Segments by/ });
  await userEvent.click(within(table).getByRole('button', { name: 'B: p90 latency' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('sort')).toBe('m1~desc'));
  expect(within(table).getByRole('columnheader', { name: /B: p90 latency/ })).toHaveAttribute('aria-sort', 'descending');
  expect(bodyRows(table).map((r) => r[0])).toEqual(['POST', 'response.status: 201', 'GET', 'response.status: 500', 'response.status: 200', 'Other values']);
  await userEvent.click(within(table).getByRole('button', { name: 'B: p90 latency' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('sort')).toBe('m1~asc'));
  expect(bodyRows(table).map((r) => r[0])[0]).toBe('GET');
  expect(log.requests.filter((r) => r.url.pathname.endsWith('/search/events'))).toHaveLength(1);
});

it('exports the table as CSV with one column per level', async () => {
  serve(() => answer);
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => { blobs.push(blob); return 'blob:csv'; }), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderSegmentation(VIEW);
  await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
  expect(click).toHaveBeenCalled();
  expect((await blobs[0].text()).split('\r\n')).toEqual([
    'request.verb,response.status,A: Count,B: p90 latency,Events,Share (%)',
    'GET,,12,80,12,60',
    'GET,200,10,70,10,50',
    'GET,500,2,900,2,10',
    'POST,,6,300,6,30',
    'POST,201,6,300,6,30',
    'Other values,,2,,2,10',
    '',
  ]);
  click.mockRestore();
});

it('links a segment into the event log filtered to its values at every level', async () => {
  serve(() => answer);
  renderSegmentation(VIEW);
  const table = await screen.findByRole('table', { name: /Segments by/ });
  await userEvent.click(within(table).getAllByRole('link', { name: /View events of 500/ })[0]);
  expect(lastLocation.pathname).toBe('/wrap/app/o1-a1/events');
  const model = fromSearchParams(new URLSearchParams(lastLocation.search));
  expect(model.range).toBe('last_24h');
  expect(model.filters).toEqual({
    op: 'and',
    items: [
      { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' },
      { field: 'response.status', fieldType: 'number', operator: 'is', value: 500 },
    ],
  });
});

it('edits levels, histogram width and new-only flags in the URL and sends them', async () => {
  const log = serve(() => answer);
  renderSegmentation(VIEW);
  await screen.findByRole('table', { name: /Segments by/ });
  const level2 = screen.getByRole('listitem', { name: 'Level 2: response.status' });
  await userEvent.selectOptions(within(level2).getByLabelText('Buckets'), 'histogram');
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search)).groupBy[1]).toMatchObject({ field: 'response.status', kind: 'histogram', interval: 100 }));
  const width = within(screen.getByRole('listitem', { name: 'Level 2: response.status' })).getByLabelText('Bucket width');
  await userEvent.clear(width);
  await userEvent.type(width, '50{Enter}');
  await userEvent.click(screen.getByRole('checkbox', { name: 'New users only' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).getAll('new')).toEqual(['users']));
  await waitFor(() =>
    expect(log.requests.at(-1)?.body).toMatchObject({
      query: { bool: { filter: [{ range: { 'user.first_seen_time': { gte: 'now-24h', lte: 'now' } } }] } },
      aggs: { g0: { aggs: { g1: { histogram: { field: 'response.status', interval: 50, min_doc_count: 1 } } } } },
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Remove level 2 (response.status)' }));
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search)).groupBy).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Add a level' }));
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search)).groupBy).toHaveLength(2));
});

it('shows a 400 from the server with its message and how to narrow the view', async () => {
  serve(() => ({ status: 400, message: 'The aggregations would return more than 65536 buckets' }));
  renderSegmentation(VIEW);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The search API refused this view');
  expect(alert).toHaveTextContent('The aggregations would return more than 65536 buckets Narrow the view: choose a shorter range');
});

it('shows the empty state, and the issues of an invalid view without searching', async () => {
  const log = serve(() => searchResponse(0, [], { A: { value: 0 }, g0: { buckets: [], sum_other_doc_count: 0 } }));
  renderSegmentation('?range=last_24h&g=request.verb~10~top&m=count');
  expect(await screen.findByText('No events in these segments')).toBeInTheDocument();
  log.requests.length = 0;
  renderSegmentation('?range=last_24h&g=request.verb~histogram~10&m=count');
  expect(await screen.findByText(/a histogram needs a numeric field/)).toBeInTheDocument();
  expect(log.requests.filter((r) => r.url.pathname.endsWith('/search/events'))).toHaveLength(0);
});
