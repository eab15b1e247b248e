/**
 * The time series screen (/wrap/app/{org}-{app}/timeseries): the aggregation search built from the URL's model, series
 * and table from an answer with groups and a formula, legend toggling, CSV download, URL edits and the states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromSearchParams } from '@/portal/shared/queryModel';
import { createRequestLog } from '../../../support/apiRecorder';
import { searchEventsHandler, searchResponse, searchSchemaHandler, type SearchAnswer } from '../../../support/handlers/search';
import { stubLayoutApis } from '../../../support/layoutStubs';
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
const SCHEMA = {
  events: {
    fields: [
      { name: 'request.verb', type: 'string' as const, source: 'fixed' as const },
      { name: 'response.status', type: 'number' as const, source: 'fixed' as const },
      { name: 'request.time', type: 'time' as const, source: 'fixed' as const },
    ],
    truncated: false,
  },
};

// The field pickers' lists need layout APIs jsdom lacks (the chart still does not draw: jsdom has no matchMedia).
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutApis();
});
afterEach(() => restoreLayout());

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
  const user = userEvent.setup();
  const log = serve(() => grouped);
  renderTimeSeries(VIEW);
  await screen.findByRole('table');
  await user.selectOptions(screen.getByLabelText('Time range'), 'last_7d');
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search)).range).toBe('last_7d'));
  await user.selectOptions(screen.getByLabelText('Metric A'), 'unique_users');

  // The group-by field is picked from the schema's fields; time is the chart's axis, so no time field is offered.
  await user.click(screen.getByRole('button', { name: /^Group by/ }));
  const fields = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(fields.map((option) => option.textContent)).toEqual(['request.verbstring', 'response.statusnumber']);
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /response\.status/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Buckets' }), 'bottom');
  const howMany = screen.getByRole('spinbutton', { name: 'How many' });
  await user.clear(howMany);
  await user.type(howMany, '3{Enter}');
  await waitFor(() => {
    const model = fromSearchParams(new URLSearchParams(lastLocation.search));
    expect(model.metrics[0]).toEqual({ kind: 'unique_users' });
    expect(model.groupBy).toEqual([{ field: 'response.status', size: 3, order: 'bottom', other: false }]);
  });
  await waitFor(() =>
    expect(log.requests.at(-1)?.body).toMatchObject({
      aggs: { g0: { terms: { field: 'response.status', size: 3, order: { _count: 'asc' } }, aggs: { series: { aggs: { A: { cardinality: { field: 'user_id' } } } } } } },
    }),
  );
  expect(log.requests.at(-1)?.url.searchParams.get('from')).toBe('-7d');

  // Without a group-by, one line per metric.
  await user.click(screen.getByRole('button', { name: 'Remove level 1 (response.status)' }));
  await waitFor(() => expect(fromSearchParams(new URLSearchParams(lastLocation.search)).groupBy).toEqual([]));
  await waitFor(() => expect(Object.keys((log.requests.at(-1)?.body as { aggs: object }).aggs)).toEqual(['series']));
  expect(screen.getByRole('button', { name: 'Group by a field' })).toBeInTheDocument();
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

it('filters with the bar: one more filter, an alternative of it (OR), and removing one alternative', async () => {
  const user = userEvent.setup();
  const log = serve(() => grouped);
  renderTimeSeries(VIEW);
  await screen.findByRole('table');
  const lastBody = () => log.requests.filter((r) => r.url.pathname === '/api/search/o1/search/events').at(-1)?.body;
  const addVerb = async (verb: string, addAs?: string) => {
    await user.click(screen.getByRole('button', { name: /^Field/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /request\.verb/ }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), verb);
    if (addAs) await user.selectOptions(screen.getByRole('combobox', { name: 'Add as' }), addAs);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
  };

  // No filter yet: no choice of how to add one.
  expect(screen.queryByRole('combobox', { name: 'Add as' })).not.toBeInTheDocument();
  await addVerb('GET');
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('f')).toBe(JSON.stringify({ and: [['request.verb', 's', 'is', 'GET']] })));
  await waitFor(() => expect(lastBody()).toMatchObject({ query: { bool: { filter: [{ term: { 'request.verb': 'GET' } }] } } }));

  await addVerb('POST', 'OR: an alternative of request.verb is GET');
  const either = { or: [['request.verb', 's', 'is', 'GET'], ['request.verb', 's', 'is', 'POST']] };
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('f')).toBe(JSON.stringify({ and: [either] })));
  await waitFor(() =>
    expect(lastBody()).toMatchObject({
      query: { bool: { filter: [{ bool: { should: [{ term: { 'request.verb': 'GET' } }, { term: { 'request.verb': 'POST' } }], minimum_should_match: 1 } }] } },
    }),
  );
  const group = screen.getByRole('group', { name: 'Any of (request.verb is GET OR request.verb is POST)' });
  expect(within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Remove filter request.verb is GET', 'Remove filter request.verb is POST']);
  // The model stays in the URL as the screen reads it back.
  expect(fromSearchParams(new URLSearchParams(lastLocation.search)).filters.items).toHaveLength(1);

  await user.click(within(group).getByRole('button', { name: 'Remove filter request.verb is GET' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('f')).toBe(JSON.stringify({ and: [['request.verb', 's', 'is', 'POST']] })));
  await waitFor(() => expect(lastBody()).toMatchObject({ query: { bool: { filter: [{ term: { 'request.verb': 'POST' } }] } } }));
  expect(screen.queryByRole('group', { name: /^Any of/ })).not.toBeInTheDocument();
});

it('keeps the chosen interval in the URL and the search, and says when it gives too many points', async () => {
  const user = userEvent.setup();
  const log = serve(() => grouped);
  renderTimeSeries(VIEW);
  await screen.findByRole('table');
  const picker = screen.getByRole('combobox', { name: 'Interval' });
  // Automatic names what it stands for over the range.
  expect(picker).toHaveValue('auto');
  expect(within(picker).getByRole('option', { name: 'Automatic (hour)' })).toBeInTheDocument();

  await user.selectOptions(picker, 'day');
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('interval')).toBe('day'));
  const histogram = () => {
    const body = log.requests.filter((r) => r.url.pathname === '/api/search/o1/search/events').at(-1)?.body as { aggs: { g0: { aggs: { series: { date_histogram: unknown } } } } };
    return body.aggs.g0.aggs.series.date_histogram;
  };
  await waitFor(() => expect(histogram()).toMatchObject({ calendar_interval: 'day' }));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'last_90d');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Interval' }), 'minute');
  expect(await screen.findByText(/A minute interval over this range gives about 129,\d{3} points; the limit is 10,000: choose a longer interval/)).toBeInTheDocument();
  const sent = log.requests.length;
  await user.selectOptions(screen.getByRole('combobox', { name: 'Interval' }), 'hour');
  await waitFor(() => expect(histogram()).toMatchObject({ calendar_interval: 'hour' }));
  expect(log.requests.length).toBeGreaterThan(sent);
});

it('takes a custom range typed in the app zone, refuses one that ends before it starts, and names it in the picker', async () => {
  const user = userEvent.setup();
  const log = serve(() => grouped);
  renderTimeSeries(VIEW);
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'Custom range…');
  const dialog = await screen.findByRole('dialog', { name: 'Custom range' });
  expect(dialog).toHaveAccessibleDescription("Dates and times in Europe/Paris, the app's time zone.");
  // The inputs start from the view's range: the last 24 hours.
  const from = within(dialog).getByLabelText('From');
  const to = within(dialog).getByLabelText('To');
  expect((from as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

  await user.clear(from);
  await user.type(from, '2024-05-02T12:00');
  await user.clear(to);
  await user.type(to, '2024-05-01T12:00');
  await user.click(within(dialog).getByRole('button', { name: 'Show range' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The start must be before the end.');
  expect(new URLSearchParams(lastLocation.search).get('range')).toBe('last_24h');

  await user.clear(to);
  await user.type(to, '2024-05-03T00:00');
  await user.click(within(dialog).getByRole('button', { name: 'Show range' }));
  // Paris is two hours ahead of UTC in May.
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('range')).toBe('2024-05-02T10:00:00Z~2024-05-02T22:00:00Z'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(log.requests.at(-1)?.url.searchParams.get('from')).toBe('2024-05-02T10:00:00Z'));
  expect(log.requests.at(-1)?.url.searchParams.get('to')).toBe('2024-05-02T22:00:00Z');
  expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveDisplayValue('2024-05-02 12:00 – 2024-05-03 00:00 (Europe/Paris)');
});

it('draws lines, areas or bars as chosen, and keeps the choice in the URL', async () => {
  const user = userEvent.setup();
  serve(() => grouped);
  renderTimeSeries(`${VIEW}&chart=area`);
  await screen.findByRole('table');
  const kinds = screen.getByRole('group', { name: 'Chart' });
  expect(within(kinds).getByRole('radio', { name: 'Area' })).toBeChecked();

  await user.click(within(kinds).getByRole('radio', { name: 'Bar' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('chart')).toBe('bar'));
  expect(within(kinds).getByRole('radio', { name: 'Bar' })).toBeChecked();

  // Lines are the default: choosing them again leaves the link without the setting.
  await user.click(within(kinds).getByRole('radio', { name: 'Line' }));
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).has('chart')).toBe(false));
  expect(within(kinds).getByRole('radio', { name: 'Line' })).toBeChecked();
});
