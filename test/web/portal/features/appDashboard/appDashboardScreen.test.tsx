/**
 * The app dashboard (/wrap/app/{org}-{app}/dash) through the real routes, store and msw: one request per tile over
 * the URL's range, the figures and their changes, links into the time series and the event log, a failing tile
 * that leaves the others, and the no-data state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { selectEventTotal } from '@/portal/features/appDashboard/appDashboardSlice';
import { fromSearchParams } from '@/portal/shared/queryModel';
import { ADA_ORG, DEMO_ORGANIZATION } from '../../../support/handlers/organizations';
import { BUSY, figures, renderDashboard, sentTiles, tile } from './dashboardHarness';

expect.extend(toHaveNoViolations);

describe('the app dashboard', () => {
  it('shows the app, the key numbers with their change against the previous 24 hours, and every tile', async () => {
    await renderDashboard(BUSY);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Orders API', level: 1 })).toBeInTheDocument();
    expect(within(main).getByText('Ada Industries')).toBeInTheDocument();
    expect(document.title).toBe('Orders API — Apiscope');
    expect(screen.getByLabelText('Time range')).toHaveValue('last_24h');
    expect(tile('Key numbers')).toHaveAccessibleName('Key numbers Last 24 hours, compared with the previous 24 hours');
    expect(figures()).toEqual([
      ['API calls', '12,345', '▲ +23 % vs the previous 24 hours (10,000)'],
      ['Error rate', '5.00 %', '▲ +3.00 pp vs the previous 24 hours (2.00 %)'],
      ['p95 latency', '245 ms', '▼ −18 % vs the previous 24 hours (300 ms)'],
      ['Unique users', '321', 'no change vs the previous 24 hours (321)'],
      ['Unique companies', '45', 'Nothing to compare with in the previous 24 hours'],
    ]);

    expect(within(tile('Traffic')).getByRole('img')).toHaveAccessibleName(/^Traffic: May 1, 10:00 to May 1, 11:00, per hour\. Calls peaks at 700/);
    const trafficRows = within(within(tile('Traffic')).getByRole('region', { name: 'Traffic per hour' })).getAllByRole('row');
    expect(trafficRows.map((row) => row.textContent)).toEqual(['Time (UTC)CallsFailed calls', 'May 1, 10:0050020', 'May 1, 11:0070035']);
    const latencyRows = within(tile('Latency')).getAllByRole('row');
    expect(latencyRows[2]).toHaveTextContent('May 1, 11:0085 ms230 ms1.20 s');

    const endpoints = within(tile('Top endpoints')).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(endpoints).toEqual([
      ['Endpoint', 'Calls', 'Error rate', 'p90'],
      ['GET /v1/customers/{id}', '9,000', '1.00 %', '76 ms'],
      ['POST /legacy/upload', '3,000', '10.0 %', '1.50 s'],
    ]);
    expect(within(tile('Top errors')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['500 GET /v1/customers/{id}', '404 GET /v1/customers/{id}']);
    expect(within(tile('Top users')).getAllByRole('row').map((row) => row.textContent)).toEqual(['UserCalls', 'usr_00001420', 'usr_00002176']);
    expect(within(tile('Top companies')).getByRole('link', { name: 'cmp_0003' })).toBeInTheDocument();
    expect(screen.queryByText('No API calls yet')).not.toBeInTheDocument();
  });

  it('sends one count request per tile, for the app of the URL, over the range (key numbers also the period before)', async () => {
    const { log } = await renderDashboard(BUSY, { path: '/wrap/app/o1-a2/dash' });
    const sent = sentTiles(log).sort((a, b) => a.tile.localeCompare(b.tile));
    expect(sent).toEqual(
      [
        ['companies', '-24h'],
        ['endpoints', '-24h'],
        ['errors', '-24h'],
        ['keyNumbers', '-48h'],
        ['latency', '-24h'],
        ['traffic', '-24h'],
        ['users', '-24h'],
      ].map(([name, from]) => ({ tile: name, path: '/api/search/o1/count/events', query: { app_id: 'a2', from, to: 'now' } })),
    );
  });

  it('keeps a chosen range in the URL and asks every tile again over it', async () => {
    const user = userEvent.setup();
    const { log, router } = await renderDashboard(BUSY);
    await user.selectOptions(screen.getByLabelText('Time range'), 'last_7d');
    expect(router.state.location.search).toBe('?range=last_7d');
    await waitFor(() => expect(log.requests).toHaveLength(14));
    await waitFor(() => expect(screen.queryAllByText('Counting…')).toHaveLength(0));
    const later = sentTiles(log).slice(7);
    expect(later.find((entry) => entry.tile === 'keyNumbers')?.query).toMatchObject({ from: '-336h', to: 'now' });
    expect(later.filter((entry) => entry.query.from === '-7d')).toHaveLength(6);
    expect(tile('Key numbers')).toHaveAccessibleName('Key numbers Last 7 days, compared with the previous 7 days');
    expect(tile('Traffic')).toHaveAccessibleName('Traffic Calls and failed calls per day, last 7 days');
  });

  it('opens a range from the URL', async () => {
    const { log } = await renderDashboard(BUSY, { path: '/wrap/app/o1-a1/dash?range=last_30d' });
    expect(screen.getByLabelText('Time range')).toHaveValue('last_30d');
    expect(sentTiles(log).find((entry) => entry.tile === 'users')?.query.from).toBe('-30d');
  });

  it('links each tile into the time series or the event log with the same window and the tile filter', async () => {
    await renderDashboard(BUSY, { path: '/wrap/app/o1-a1/dash?range=last_7d' });
    const target = (link: HTMLElement) => {
      const url = new URL(link.getAttribute('href') ?? '', 'http://x');
      return { path: url.pathname, model: fromSearchParams(url.searchParams) };
    };
    const keys = within(tile('Key numbers'));
    expect(target(keys.getByRole('link', { name: 'Calls over time' }))).toMatchObject({ path: '/wrap/app/o1-a1/timeseries', model: { range: 'last_7d', metrics: [{ kind: 'count' }] } });
    expect(target(keys.getByRole('link', { name: 'Failed calls' }))).toMatchObject({
      path: '/wrap/app/o1-a1/events',
      model: { range: 'last_7d', filters: { op: 'and', items: [{ field: 'response.status', operator: 'gte', value: 400 }] } },
    });
    expect(target(keys.getByRole('link', { name: 'Latency over time' })).model.metrics).toEqual([
      { kind: 'latency', stat: 'p50' },
      { kind: 'latency', stat: 'p90' },
      { kind: 'latency', stat: 'p99' },
    ]);
    expect(target(keys.getByRole('link', { name: 'Companies over time' })).model.metrics).toEqual([{ kind: 'unique_companies' }]);
    expect(target(within(tile('Traffic')).getByRole('link', { name: 'Traffic in the time series' }))).toMatchObject({ path: '/wrap/app/o1-a1/timeseries', model: { range: 'last_7d' } });
    expect(target(within(tile('Latency')).getByRole('link', { name: 'Latency in the time series' })).path).toBe('/wrap/app/o1-a1/timeseries');

    const legacy = target(within(tile('Top endpoints')).getByRole('link', { name: 'POST /legacy/upload' }));
    expect(legacy).toMatchObject({ path: '/wrap/app/o1-a1/events', model: { range: 'last_7d' } });
    expect(legacy.model.filters.items).toEqual([
      { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'POST' },
      { field: 'request.uri', fieldType: 'string', operator: 'is', value: '/legacy/upload' },
    ]);
    const failure = target(within(tile('Top errors')).getByRole('link', { name: '500 GET /v1/customers/{id}' }));
    expect(failure.model.filters.items).toEqual([
      { field: 'response.status', fieldType: 'number', operator: 'is', value: 500 },
      { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' },
      { field: 'request.route', fieldType: 'string', operator: 'is', value: '/v1/customers/{id}' },
    ]);
    expect(target(within(tile('Top users')).getByRole('link', { name: 'usr_00001' })).model.filters.items).toEqual([
      { field: 'user_id', fieldType: 'string', operator: 'is', value: 'usr_00001' },
    ]);
    expect(target(within(tile('Top companies')).getByRole('link', { name: 'cmp_0003' })).model.filters.items).toEqual([
      { field: 'company_id', fieldType: 'string', operator: 'is', value: 'cmp_0003' },
    ]);
  });

  it('shows a failing tile in place with its reason and Try again, and leaves the other tiles alone', async () => {
    const user = userEvent.setup();
    let endpointsFail = true;
    const { store, log } = await renderDashboard({
      ...BUSY,
      endpoints: () => (endpointsFail ? { status: 500, message: 'Search is warming up' } : BUSY.endpoints as never),
    });
    const alert = within(tile('Top endpoints')).getByRole('alert');
    expect(alert).toHaveTextContent('Top endpoints could not be loaded');
    expect(alert).toHaveTextContent('Search is warming up');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(figures()[0][1]).toBe('12,345');
    expect(within(tile('Top users')).getByRole('link', { name: 'usr_00001' })).toBeInTheDocument();
    expect(store.getState().notifications.items).toHaveLength(0);

    endpointsFail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(tile('Top endpoints')).findByRole('link', { name: 'GET /v1/customers/{id}' })).toBeInTheDocument();
    expect(sentTiles(log).map((entry) => entry.tile).filter((name) => name === 'endpoints')).toHaveLength(2);
    expect(log.requests).toHaveLength(8);
  });

  it('asks every tile again on Refresh', async () => {
    const user = userEvent.setup();
    const { log } = await renderDashboard(BUSY);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(log.requests).toHaveLength(14));
    await waitFor(() => expect(screen.queryAllByText('Counting…')).toHaveLength(0));
  });

  it('says how to send data when the app has none at all, after counting everything kept', async () => {
    const { log } = await renderDashboard({ total: { hits: { total: 0 } } });
    // The count over everything kept leaves once the empty range is on screen (an effect, after the frame on Preact).
    const panel = (await screen.findByText('No API calls yet')).closest('[role="status"]') as HTMLElement;
    expect(panel).toHaveTextContent('This app has not received any events.');
    expect(within(panel).getByRole('link', { name: 'Set up the integration' })).toHaveAttribute('href', '/wrap?onboard=true');
    const total = sentTiles(log).filter((entry) => entry.tile === 'total');
    expect(total).toEqual([{ tile: 'total', path: '/api/search/o1/count/events', query: { app_id: 'a1', from: '-3y', to: 'now' } }]);
    expect(within(tile('Top endpoints')).getByText('No API calls in this range')).toBeInTheDocument();
    expect(within(tile('Traffic')).getByText('No API calls in this range')).toBeInTheDocument();
    expect(figures()[0][1]).toBe('0');
  });

  it('does not offer the set-up in the read-only demo organization', async () => {
    await renderDashboard({ total: { hits: { total: 0 } } }, { orgs: [ADA_ORG, DEMO_ORGANIZATION], path: '/wrap/app/demo-demodefault/dash' });
    expect(await screen.findByText('No API calls yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up the integration' })).not.toBeInTheDocument();
  });

  it('shows a quiet range as empty tiles, not as an app without data', async () => {
    const { store } = await renderDashboard({ total: { hits: { total: 5_000 } } });
    // Only once everything kept has been counted does the missing panel say something.
    await waitFor(() => expect(selectEventTotal(store.getState(), 'o1', 'a1')).toMatchObject({ status: 'loaded', count: 5_000 }));
    await waitFor(() => expect(screen.queryAllByText('Counting…')).toHaveLength(0));
    expect(screen.queryByText('No API calls yet')).not.toBeInTheDocument();
    expect(within(tile('Top users')).getByText('No identified users in this range')).toBeInTheDocument();
    expect(within(tile('Top errors')).getByText('No failed calls in this range')).toBeInTheDocument();
  });

  it('has no axe violations, with data or without', async () => {
    const { container, unmount } = await renderDashboard(BUSY);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const empty = await renderDashboard({ total: { hits: { total: 0 } } });
    await screen.findByText('No API calls yet');
    expect(await axe(empty.container)).toHaveNoViolations();
  });
});
