/**
 * The geo map screen (/wrap/app/{org}-{app}/geo): the by-country search built from the URL, the map, legend and
 * ranked table from an answer, the measure in the URL, tooltips, links into the event log and the states.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { countEventsHandler, searchSchemaHandler, type CountAnswer } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { lastLocation, renderGeoMap } from './geoMapHarness';

const SCHEMA = { events: { fields: [{ name: 'request.geo_ip.country_code2', type: 'string' as const, source: 'fixed' as const }], truncated: false } };

const byCountry = (buckets: Array<Record<string, unknown>>, total = buckets.reduce((sum, b) => sum + Number(b.doc_count), 0)) =>
  () => ({ hits: { total }, aggregations: { countries: { buckets } } });

const COUNTS = byCountry([
  { key: 'US', doc_count: 600, value: { value: 600 } },
  { key: 'DE', doc_count: 300, value: { value: 300 } },
  { key: '(none)', doc_count: 100, value: { value: 100 } },
  { key: 'JP', doc_count: 100, value: { value: 100 } },
]);

function serve(answer: CountAnswer) {
  const log = createRequestLog();
  server.use(countEventsHandler(answer, log), searchSchemaHandler(SCHEMA));
  return log;
}

const rowTexts = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent).concat(within(row).getByRole('rowheader').textContent ?? ''));

it('asks for events by country and shows the map, its legend and the ranked table', async () => {
  const log = serve(COUNTS);
  renderGeoMap('?range=last_7d');
  expect(screen.getByRole('heading', { level: 1, name: 'Geo map' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: /Countries by count/ });
  const request = log.requests.find((r) => r.url.pathname === '/api/search/o1/count/events');
  expect(request?.url.searchParams.get('app_id')).toBe('a1');
  expect(request?.url.searchParams.get('from')).toBe('-7d');
  expect(request?.body).toEqual({
    size: 0,
    aggs: { countries: { terms: { field: 'request.geo_ip.country_code2', size: 300, missing: '(none)', order: { _count: 'desc' } }, aggs: { value: { sum: { field: 'weight', missing: 1 } } } } },
  });
  expect(rowTexts(table)).toEqual([['1', '600', '60 %', 'United States'], ['2', '300', '30 %', 'Germany'], ['3', '100', '10 %', 'Japan']]);
  expect(screen.getByText(/1,000 events from 3 countries\. 100 more \(9\.1 %\) came from private or unknown addresses/)).toBeInTheDocument();

  const map = await screen.findByRole('img', { name: /World map of count by country: 3 countries with data/ });
  expect(map.querySelectorAll('path').length).toBeGreaterThan(170);
  const legend = screen.getByText('Count', { selector: 'figcaption' }).closest('figure') as HTMLElement;
  expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['0 – 200', '200 – 400', '400 – 600', '600 – 800', '800 – 1K', 'No data']);
});

it('keeps the measure in the URL and reads the error rate from API calls only', async () => {
  const log = serve(byCountry([
    { key: 'US', doc_count: 500, calls: { doc_count: 400 }, errors: { doc_count: 8 } },
    { key: 'FR', doc_count: 50, calls: { doc_count: 50 }, errors: { doc_count: 5 } },
  ]));
  renderGeoMap('?range=last_24h');
  await screen.findByRole('table');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour by' }), 'Error rate');
  await waitFor(() => expect(new URLSearchParams(lastLocation.search).get('metric')).toBe('error_rate'));
  expect(new URLSearchParams(lastLocation.search).get('range')).toBe('last_24h');
  const table = await screen.findByRole('table', { name: /Countries by error rate/ });
  expect(rowTexts(table)).toEqual([['1', '10 %', '9.1 %', 'France'], ['2', '2 %', '90.9 %', 'United States']]);
  const last = log.requests.filter((r) => r.url.pathname.endsWith('/count/events')).at(-1);
  expect(last?.body).toMatchObject({ aggs: { countries: { aggs: { calls: { filter: { exists: { field: 'response.status' } } }, errors: { filter: { range: { 'response.status': { gte: 400 } } } } } } } });
});

it('shows a tooltip for the country focused in the table and links it to its events', async () => {
  serve(COUNTS);
  renderGeoMap('?range=last_7d&metric=count');
  await screen.findByRole('img', { name: /World map/ });
  const link = screen.getByRole('link', { name: 'Germany' });
  act(() => link.focus());
  const tooltip = await screen.findByText('Count: 300');
  expect(tooltip.closest('.geo-map__tooltip')).toHaveTextContent('Germany');
  expect(tooltip.closest('.geo-map__tooltip')).toHaveTextContent('30 % of events');
  await userEvent.click(link);
  expect(lastLocation.pathname).toBe('/wrap/app/o1-a1/events');
  const params = new URLSearchParams(lastLocation.search);
  expect(params.get('range')).toBe('last_7d');
  expect(JSON.parse(params.get('f') ?? '')).toEqual({ and: [['request.geo_ip.country_code2', 's', 'is', 'DE']] });
});

it('gives the curl command of the map under Access via API', async () => {
  serve(COUNTS);
  renderGeoMap('?range=last_7d');
  await screen.findByRole('table');
  const code = screen.getByText(/curl -sS -X POST/);
  expect(code.textContent).toContain('/api/search/o1/count/events?app_id=a1&from=-7d&to=now');
  expect(code.textContent).toContain('"field":"request.geo_ip.country_code2"');
});

it('explains why nothing is on the map when no event has a public address', async () => {
  serve(byCountry([{ key: '(none)', doc_count: 42, value: { value: 42 } }]));
  renderGeoMap();
  expect(await screen.findByText('No event in this view has a known country')).toBeInTheDocument();
  expect(screen.getByText(/42 events match, but their IP addresses are private/)).toBeInTheDocument();
  expect(screen.getByText('X-Forwarded-For')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

it('says when the range has no events at all', async () => {
  serve(byCountry([], 0));
  renderGeoMap();
  expect(await screen.findByText('No events in this range')).toBeInTheDocument();
});

it('shows a refused search in place and loads again on Try again', async () => {
  let fail = true;
  serve(() => (fail ? { status: 400, message: 'The search took longer than 10 s and was stopped: narrow it' } : COUNTS()));
  renderGeoMap();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The map could not be loaded');
  expect(alert).toHaveTextContent('narrow it');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

it('refuses an invalid filter from a link without searching', async () => {
  const log = serve(COUNTS);
  renderGeoMap(`?f=${encodeURIComponent(JSON.stringify({ and: [['response.status', 'n', 'contains', 'x']] }))}`);
  expect(await screen.findByText('This view cannot be shown')).toBeInTheDocument();
  expect(log.requests.filter((r) => r.url.pathname.endsWith('/count/events'))).toHaveLength(0);
});
