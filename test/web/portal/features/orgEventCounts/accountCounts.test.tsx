import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { renderRoute } from '../../../app/renderRoute';
import { ADA_ORG, DEMO_ORGANIZATION } from '../../../support/handlers/organizations';
import { countsHandler } from '../../../support/handlers/search';
import { shellHandlers } from '../../../support/portalShell';

const appCard = async (name: string) => (await screen.findByRole('heading', { name, level: 4 })).closest('li') as HTMLElement;

describe('/wrap/apps API call counts', () => {
  beforeEach(() => storeSignedInSession());

  it('asks for the last 24 hours (a cardinality aggregation, SPEC 7) and the last 30 days of every app', async () => {
    const log = createRequestLog();
    server.use(
      ...shellHandlers([ADA_ORG]),
      http.post('/api/search/:orgId/count/events', async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ hits: { total: 5 } }, { status: 201 });
      }),
    );
    renderRoute('/wrap/apps');
    await within(await appCard('Search')).findAllByText('5');
    const asked = log.requests.map((r) => `${r.url.pathname}?${r.url.searchParams.toString()}`).sort();
    expect(asked).toEqual([
      '/api/search/o1/count/events?app_id=a1&from=-24h&to=now',
      '/api/search/o1/count/events?app_id=a1&from=-30d&to=now',
      '/api/search/o1/count/events?app_id=a2&from=-24h&to=now',
      '/api/search/o1/count/events?app_id=a2&from=-30d&to=now',
    ]);
    const bodyOf = (from: string) => log.requests.filter((r) => r.url.searchParams.get('from') === from).map((r) => JSON.stringify(r.body));
    expect(bodyOf('-24h')).toEqual(Array(2).fill(JSON.stringify({ aggs: { day_count: { cardinality: { field: 'id' } } } })));
    expect(bodyOf('-30d')).toEqual(['{}', '{}']);
  });

  it('shows the one-day cardinality when the server answers it', async () => {
    server.use(
      ...shellHandlers([ADA_ORG]),
      http.post('/api/search/:orgId/count/events', ({ request }) => {
        const day = new URL(request.url).searchParams.get('from') === '-24h';
        return HttpResponse.json(day ? { hits: { total: 9 }, aggregations: { day_count: { value: 7 } } } : { hits: { total: 40 } }, { status: 201 });
      }),
    );
    renderRoute('/wrap/apps');
    const card = await appCard('Orders API');
    expect(await within(card).findByText('7')).toBeInTheDocument();
    expect(within(card).getByText('Last 30 days').nextElementSibling).toHaveTextContent('40 API calls');
  });

  it('shows each count under its window, formatted, for own and demo apps', async () => {
    server.use(
      ...shellHandlers([ADA_ORG, DEMO_ORGANIZATION]),
      countsHandler({ a1: { '-24h': 1234, '-30d': 56789 }, a2: { '-24h': 1, '-30d': 0 }, demodefault: { '-24h': 20000, '-30d': 20000 } }),
    );
    renderRoute('/wrap/apps');
    const orders = await appCard('Orders API');
    expect(await within(orders).findByText('1,234')).toBeInTheDocument();
    expect(within(orders).getByText('Last 24 hours').nextElementSibling).toHaveTextContent('1,234 API calls');
    expect(within(orders).getByText('Last 30 days').nextElementSibling).toHaveTextContent('56,789 API calls');
    const search = await appCard('Search');
    expect(await within(search).findByText('Last 24 hours')).toBeInTheDocument();
    expect(await within(search).findByText('1')).toBeInTheDocument();
    expect(within(search).getByText('Last 24 hours').nextElementSibling).toHaveTextContent(/^1 API call$/);
    expect(within(search).getByText('Last 30 days').nextElementSibling).toHaveTextContent('0 API calls');
    const demo = await appCard('default');
    expect(await within(demo).findAllByText('20,000')).toHaveLength(2);
  });

  it('shows a failed count in place, without a toast, and counts again on Refresh', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      ...shellHandlers([{ ...ADA_ORG, apps: [{ id: 'a1', name: 'Orders API' }] }]),
      http.post('/api/search/:orgId/count/events', () =>
        fail
          ? HttpResponse.json({ message: 'Search is warming up' }, { status: 500 })
          : HttpResponse.json({ hits: { total: 42 } }, { status: 201 }),
      ),
    );
    renderRoute('/wrap/apps');
    const orders = await appCard('Orders API');
    expect(await within(orders).findAllByText('Not available: Search is warming up')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(orders).getByRole('button', { name: 'Refresh counts for Orders API' }));
    expect(await within(orders).findAllByText('42')).toHaveLength(2);
  });
});
