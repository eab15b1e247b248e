/**
 * The app's dashboard (/wrap/app/{org}-{app}/dash): its key numbers for the last 24 hours and 30 days from
 * POST /api/search/{org}/count/events with aggregations, the empty state, and failures in place.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { ADA_ORG, DEMO_ORGANIZATION } from '../../../support/handlers/organizations';
import { countEventsHandler, searchEventsHandler, searchSchemaHandler, summaryResponse, type CountAnswer, type SummaryNumbers } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { shellHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';

expect.extend(toHaveNoViolations);

/** The aggregations the dashboard asks for, as the search API's DSL. */
const SUMMARY_REQUEST_BODY = {
  aggs: {
    calls: { sum: { field: 'weight', missing: 1 } },
    errors: { filter: { range: { 'response.status': { gte: 400 } } } },
    latency: { percentiles: { field: 'duration_ms', percents: [95] } },
    users: { cardinality: { field: 'user_id' } },
    companies: { cardinality: { field: 'company_id' } },
  },
};

const DAY: SummaryNumbers = { calls: 12_345, stored: 1_234, errors: 617, p95: 245.4, users: 321, companies: 45 };
const MONTH: SummaryNumbers = { calls: 1_234_567, errors: 246_913, p95: 1250, users: 54_321, companies: 1_234 };
const NOTHING: SummaryNumbers = { calls: 0, errors: 0, p95: null, users: 0, companies: 0 };

/** Answers each window from its own numbers (by the `from` parameter). */
const byWindow = (day: SummaryNumbers | CountAnswer, month: SummaryNumbers | CountAnswer): CountAnswer => (request) => {
  const answer = request.url.searchParams.get('from') === '-24h' ? day : month;
  return typeof answer === 'function' ? answer(request) : summaryResponse(answer);
};

const windowCard = (label: string) => screen.getByRole('region', { name: label });

/** The tiles of a window as [label, value] (the label without its hint). */
const tiles = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.firstChild?.textContent, term.nextElementSibling?.textContent]);

async function renderDashboard(answer: CountAnswer, { orgs = [ADA_ORG], path = '/wrap/app/o1-a1/dash', log = createRequestLog() } = {}) {
  storeSignedInSession();
  server.use(...shellHandlers(orgs), countEventsHandler(answer, log));
  const rendered = renderRoute(path);
  await screen.findByRole('region', { name: 'Last 30 days' });
  await waitFor(() => expect(screen.queryByText('Counting…')).not.toBeInTheDocument());
  return { ...rendered, log };
}

describe('the app dashboard', () => {
  it('shows calls, error rate, p95 latency, active users and companies for the last 24 hours and the last 30 days', async () => {
    await renderDashboard(byWindow(DAY, MONTH));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Orders API', level: 1 })).toBeInTheDocument();
    expect(within(main).getByText('Ada Industries')).toBeInTheDocument();
    expect(document.title).toBe('Orders API — Apiscope');
    expect(tiles(windowCard('Last 24 hours'))).toEqual([
      ['API calls', '12,345'],
      ['Error rate', '5.00 %'],
      ['p95 latency', '245 ms'],
      ['Active users', '321'],
      ['Active companies', '45'],
    ]);
    expect(tiles(windowCard('Last 30 days'))).toEqual([
      ['API calls', '1,234,567'],
      ['Error rate', '20.0 %'],
      ['p95 latency', '1.25 s'],
      ['Active users', '54,321'],
      ['Active companies', '1,234'],
    ]);
    expect(within(windowCard('Last 24 hours')).getByText('Status 400 and above')).toBeInTheDocument();
    expect(screen.queryByText('No API calls yet')).not.toBeInTheDocument();
  });

  it('sends one count with the summary aggregations per window, for the app of the URL', async () => {
    const { log } = await renderDashboard(byWindow(DAY, MONTH), { orgs: [ADA_ORG], path: '/wrap/app/o1-a2/dash' });
    expect(log.requests).toHaveLength(2);
    const sent = log.requests
      .map((request) => ({ method: request.method, path: request.url.pathname, query: Object.fromEntries(request.url.searchParams), body: request.body }))
      .sort((a, b) => a.query.from.localeCompare(b.query.from));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/search/o1/count/events', query: { app_id: 'a2', from: '-24h', to: 'now' }, body: SUMMARY_REQUEST_BODY },
      { method: 'POST', path: '/api/search/o1/count/events', query: { app_id: 'a2', from: '-30d', to: 'now' }, body: SUMMARY_REQUEST_BODY },
    ]);
  });

  it('shows a dash for the error rate and the latency when there is nothing to compute them from', async () => {
    await renderDashboard(byWindow(NOTHING, { ...MONTH, p95: null }));
    expect(tiles(windowCard('Last 24 hours'))).toEqual([
      ['API calls', '0'],
      ['Error rate', '–'],
      ['p95 latency', '–'],
      ['Active users', '0'],
      ['Active companies', '0'],
    ]);
    expect(tiles(windowCard('Last 30 days'))[2]).toEqual(['p95 latency', '–']);
  });

  it('says when the app has no API calls in 30 days, with the way to set up the integration', async () => {
    await renderDashboard(byWindow(NOTHING, NOTHING));
    const empty = screen.getByText('No API calls yet').closest('[role="status"]') as HTMLElement;
    expect(empty).toHaveTextContent('This app has not received any events in the last 30 days.');
    expect(within(empty).getByRole('link', { name: 'Set up the integration' })).toHaveAttribute('href', '/wrap?onboard=true');
  });

  it('does not offer the set-up in the read-only demo organization', async () => {
    await renderDashboard(byWindow(NOTHING, NOTHING), { orgs: [ADA_ORG, DEMO_ORGANIZATION], path: '/wrap/app/demo-demodefault/dash' });
    expect(screen.getByText('No API calls yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up the integration' })).not.toBeInTheDocument();
  });

  it('is not empty when only the last 24 hours had no calls', async () => {
    await renderDashboard(byWindow(NOTHING, MONTH));
    expect(screen.queryByText('No API calls yet')).not.toBeInTheDocument();
  });

  it('shows a failed window in place with the reason, without a toast, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    let dayFails = true;
    const { store, log } = await renderDashboard(
      byWindow(() => (dayFails ? { status: 500, message: 'Search is warming up' } : summaryResponse(DAY)), MONTH),
    );
    const day = windowCard('Last 24 hours');
    const alert = within(day).getByRole('alert');
    expect(alert).toHaveTextContent('The numbers of the last 24 hours could not be loaded');
    expect(alert).toHaveTextContent('Search is warming up');
    expect(within(windowCard('Last 30 days')).queryByRole('alert')).not.toBeInTheDocument();
    expect(tiles(windowCard('Last 30 days'))[0]).toEqual(['API calls', '1,234,567']);
    expect(store.getState().notifications.items).toHaveLength(0);

    dayFails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles(windowCard('Last 24 hours'))[0]).toEqual(['API calls', '12,345']));
    expect(within(windowCard('Last 24 hours')).queryByRole('alert')).not.toBeInTheDocument();
    expect(log.requests).toHaveLength(4);
  });

  it('counts both windows again on Refresh', async () => {
    const user = userEvent.setup();
    let month = MONTH;
    const { log } = await renderDashboard(byWindow(DAY, () => summaryResponse(month)));
    month = { ...MONTH, calls: 2_000_000 };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(tiles(windowCard('Last 30 days'))[0]).toEqual(['API calls', '2,000,000']));
    expect(log.requests).toHaveLength(4);
  });

  it('has no axe violations, with the numbers or with the empty state', async () => {
    const { container, unmount } = await renderDashboard(byWindow(DAY, MONTH));
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const empty = await renderDashboard(byWindow(NOTHING, NOTHING));
    expect(await axe(empty.container)).toHaveNoViolations();
  });

  it('links the tiles into the event log and the time series with the window and filter in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderDashboard(() => summaryResponse({ calls: 10, errors: 2, p95: 100, users: 1, companies: 1 }));
    // The event log the link opens asks for its rows and the field list.
    server.use(
      searchEventsHandler(() => ({ took: 1, timed_out: false, hits: { total: 0, hits: [] } })),
      searchSchemaHandler({ events: { fields: [], truncated: false } }),
    );
    const day = windowCard('Last 24 hours');
    await within(day).findByText('10');
    await user.click(within(day).getByRole('link', { name: 'Failed calls: error rate, last 24 hours' }));
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/events');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('range')).toBe('last_24h');
    expect(params.get('f')).toContain('response.status');
  });
});
