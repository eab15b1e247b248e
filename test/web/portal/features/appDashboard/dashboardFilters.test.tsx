/**
 * The app dashboard's filters and "Access via API" through the real routes, store and msw: the filters round-trip
 * through the URL next to the range, every tile asks with them, the tiles' links carry them, an empty filtered range
 * is told apart from an app without data, a refused filter shows the server's reason with the fix, and each tile's
 * curl command is the request it really sends.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fromSearchParams } from '@/portal/shared/queryModel';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { ADA_ORG } from '../../../support/handlers/organizations';
import { countEventsHandler, searchSchemaHandler, schemaWith } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { shellHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';
import { byTile, tileOf, type TileAnswers, type TileName } from './dashboardFixtures';
import { BUSY, renderDashboard, sentTiles, tile, type RequestLog } from './dashboardHarness';

expect.extend(toHaveNoViolations);

const SCHEMA = schemaWith();

const TILES: TileName[] = ['keyNumbers', 'traffic', 'latency', 'endpoints', 'errors', 'users', 'companies'];
const ERRORS = { bool: { filter: [{ range: { 'response.status': { gte: 400 } } }] } };
const VERB_GET = { and: [['request.verb', 's', 'is', 'GET']] };
const VERB_GET_CLAUSE = { bool: { filter: [{ term: { 'request.verb': 'GET' } }] } };
const dashPath = (search: Record<string, string>) => `/wrap/app/o1-a1/dash?${new URLSearchParams(search).toString()}`;

/** The query each tile must send for the dashboard's filter clause (the top errors add their own). */
const expectedQuery = (tileName: TileName, clause: Record<string, unknown>) => (tileName === 'errors' ? { bool: { filter: [clause, ERRORS] } } : clause);

/** The last request of each tile, by tile. */
const lastByTile = (log: RequestLog) => {
  const out: Partial<Record<TileName, { body: Record<string, unknown>; url: URL }>> = {};
  for (const request of log.requests) out[tileOf(request.body as Record<string, unknown>)] = { body: request.body as Record<string, unknown>, url: request.url };
  return out;
};

/** Where a link goes: its path and the query model of its URL. */
const target = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, model: fromSearchParams(url.searchParams) };
};

describe('the dashboard filters', () => {
  it('opens the filters of the URL next to its range and asks every tile with them', async () => {
    const { log } = await renderDashboard(BUSY, { path: dashPath({ range: 'last_7d', f: JSON.stringify(VERB_GET) }) });
    expect(screen.getByRole('list', { name: 'Filters, all must match' })).toHaveTextContent('request.verb is GET');
    expect(screen.getByLabelText('Time range')).toHaveValue('last_7d');
    const sent = lastByTile(log);
    for (const name of TILES) {
      expect({ name, query: sent[name]?.body.query }).toEqual({ name, query: expectedQuery(name, VERB_GET_CLAUSE) });
    }
    expect(sent.users?.url.searchParams.get('from')).toBe('-7d');
    expect(sent.keyNumbers?.url.searchParams.get('from')).toBe('-336h');
  });

  it('adds a filter to the URL, asks every tile again, reopens it on reload, and clears back to all events', async () => {
    const user = userEvent.setup();
    const schemaLog = createRequestLog();
    const { log, router, unmount } = await renderDashboard(BUSY, { path: dashPath({ range: 'last_7d' }), handlers: [searchSchemaHandler(SCHEMA, schemaLog)] });
    // The field names are asked only once the bar is used.
    expect(schemaLog.requests).toHaveLength(0);
    for (const name of TILES.filter((n) => n !== 'errors')) expect(lastByTile(log)[name]?.body).not.toHaveProperty('query');

    await user.click(screen.getByRole('button', { name: /^Field/ }));
    await waitFor(() => expect(schemaLog.requests).toHaveLength(1));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toContain('metadata.planstring');
    await user.type(screen.getByPlaceholderText('Search fields…'), 'plan');
    await user.click(screen.getByRole('option', { name: /metadata\.plan/ }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'gold');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));

    const planGold = JSON.stringify({ and: [['metadata.plan', 's', 'is', 'gold']] });
    await waitFor(() => expect(router.state.location.search).toBe(`?range=last_7d&f=${encodeURIComponent(planGold)}`));
    await waitFor(() => expect(log.requests).toHaveLength(14));
    const planClause = { bool: { filter: [{ term: { 'metadata.plan': 'gold' } }] } };
    const filtered = lastByTile(log);
    for (const name of TILES) expect({ name, query: filtered[name]?.body.query }).toEqual({ name, query: expectedQuery(name, planClause) });
    expect(schemaLog.requests).toHaveLength(1);

    // A reload (a fresh store at the same URL) reopens exactly that view.
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    const again = createRequestLog();
    await renderDashboard(BUSY, { path: url, log: again });
    expect(screen.getByRole('list', { name: 'Filters, all must match' })).toHaveTextContent('metadata.plan is gold');
    const reopened = lastByTile(again);
    for (const name of TILES) expect(reopened[name]?.body).toEqual(filtered[name]?.body);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Filters, all must match' })).not.toBeInTheDocument());
    await waitFor(() => expect(again.requests).toHaveLength(14));
    const cleared = lastByTile(again);
    for (const name of TILES.filter((n) => n !== 'errors')) expect(cleared[name]?.body).not.toHaveProperty('query');
    expect(cleared.errors?.body.query).toEqual(ERRORS);
  });

  it('links every tile into the time series or the event log with the dashboard filters', async () => {
    await renderDashboard(BUSY, { path: dashPath({ range: 'last_7d', f: JSON.stringify(VERB_GET) }) });
    const verb = { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' };
    const keys = within(tile('Key numbers'));
    for (const name of ['Calls over time', 'Latency over time', 'Users over time', 'Companies over time']) {
      expect(target(keys.getByRole('link', { name })).model).toMatchObject({ range: 'last_7d', filters: { op: 'and', items: [verb] } });
    }
    expect(target(keys.getByRole('link', { name: 'Failed calls' })).model.filters.items).toEqual([verb, { field: 'response.status', fieldType: 'number', operator: 'gte', value: 400 }]);
    expect(target(within(tile('Traffic')).getByRole('link', { name: 'Traffic in the time series' })).model.filters.items).toEqual([verb]);
    expect(target(within(tile('Traffic')).getByRole('link', { name: 'Failed calls in the event log' })).model.filters.items).toHaveLength(2);
    expect(target(within(tile('Latency')).getByRole('link', { name: 'Latency in the time series' })).model.filters.items).toEqual([verb]);
    // The endpoint's own verb is the filter's: it is not asked twice.
    expect(target(within(tile('Top endpoints')).getByRole('link', { name: 'GET /v1/customers/{id}' })).model.filters.items).toEqual([
      verb,
      { field: 'request.route', fieldType: 'string', operator: 'is', value: '/v1/customers/{id}' },
    ]);
    expect(target(within(tile('Top errors')).getByRole('link', { name: '500 GET /v1/customers/{id}' })).model.filters.items).toEqual([
      verb,
      { field: 'response.status', fieldType: 'number', operator: 'is', value: 500 },
      { field: 'request.route', fieldType: 'string', operator: 'is', value: '/v1/customers/{id}' },
    ]);
    expect(target(within(tile('Top users')).getByRole('link', { name: 'usr_00001' })).model.filters.items).toEqual([
      verb,
      { field: 'user_id', fieldType: 'string', operator: 'is', value: 'usr_00001' },
    ]);
    expect(target(within(tile('Top companies')).getByRole('link', { name: 'cmp_0003' })).model.filters.items).toEqual([
      verb,
      { field: 'company_id', fieldType: 'string', operator: 'is', value: 'cmp_0003' },
    ]);
  });

  it('says no call matches the filters when the app has data, and offers to clear them', async () => {
    const user = userEvent.setup();
    const { router, log } = await renderDashboard({ total: { hits: { total: 5_000 } } }, { path: dashPath({ range: 'last_24h', f: JSON.stringify(VERB_GET) }) });
    const panel = (await screen.findByText('No calls match these filters')).closest('[role="status"]') as HTMLElement;
    expect(panel).toHaveTextContent('This app has API calls, but none in this range (last 24 hours) matches every filter above.');
    expect(screen.queryByText('No API calls yet')).not.toBeInTheDocument();
    expect(within(tile('Traffic')).getByText('No API calls matching the filters in this range')).toBeInTheDocument();
    expect(within(tile('Top users')).getByText('No identified users matching the filters in this range')).toBeInTheDocument();
    // The check for any data at all counts every event kept, without the filters.
    const total = log.requests.find((request) => tileOf(request.body as Record<string, unknown>) === 'total');
    expect(total?.body).toEqual({});
    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=last_24h'));
    await waitFor(() => expect(screen.queryByText('No calls match these filters')).not.toBeInTheDocument());
  });

  it('says the app has no data at all, not that the filters match nothing, when it has never received an event', async () => {
    await renderDashboard({ total: { hits: { total: 0 } } }, { path: dashPath({ f: JSON.stringify(VERB_GET) }) });
    expect(await screen.findByText('No API calls yet')).toBeInTheDocument();
    expect(screen.queryByText('No calls match these filters')).not.toBeInTheDocument();
  });

  it('shows the server reason on each tile when it refuses a filter, with how to fix it', async () => {
    const user = userEvent.setup();
    const refused = { status: 400, message: 'Unsupported field "metadata.plan.tier"' };
    const answers: TileAnswers = Object.fromEntries(TILES.map((name) => [name, refused]));
    const plan = { and: [['metadata.plan.tier', 's', 'is', 'gold']] };
    const { router, store } = await renderDashboard(answers, { path: dashPath({ range: 'last_24h', f: JSON.stringify(plan) }) });
    const alert = within(tile('Top endpoints')).getByRole('alert');
    expect(alert).toHaveTextContent('Top endpoints: the search refused these filters');
    expect(alert).toHaveTextContent('Unsupported field "metadata.plan.tier". Change or remove the filter at fault in the filter bar above, or clear the filters.');
    expect(screen.getAllByRole('alert')).toHaveLength(7);
    expect(store.getState().notifications.items).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=last_24h'));
  });

  it('shows a filter the dashboard cannot read as the reason, and keeps the bar to remove it', async () => {
    const user = userEvent.setup();
    const bad = { and: [['response.status', 'n', 'contains', 'x']] };
    const log = createRequestLog();
    storeSignedInSession();
    server.use(...shellHandlers([ADA_ORG]), countEventsHandler(byTile(BUSY), log), searchSchemaHandler(SCHEMA));
    renderRoute(dashPath({ f: JSON.stringify(bad) }));
    expect(await screen.findByText('This view cannot be shown')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Operator "contains" is not allowed for number field "response.status"');
    expect(log.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('region', { name: /^Key numbers/ })).toBeInTheDocument();
  });
});

describe('Access via API on the dashboard', () => {
  it('shows, for each tile, the curl command of the request the tile sends (with the filters)', async () => {
    const user = userEvent.setup();
    const { log } = await renderDashboard(BUSY, { path: dashPath({ range: 'last_7d', f: JSON.stringify(VERB_GET) }) });
    await user.click(screen.getByText('Access via API'));
    const picker = screen.getByRole('combobox', { name: 'Tile' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Key numbers', 'Traffic', 'Latency', 'Top endpoints', 'Top errors', 'Top users', 'Top companies']);
    const sent = lastByTile(log);
    for (const [index, option] of options.entries()) {
      await user.selectOptions(picker, option);
      const title = option.textContent ?? '';
      const command = screen.getByRole('region', { name: `curl command of the ${title} tile` }).textContent ?? '';
      const url = new URL(/^curl -sS -X POST '([^']+)'/.exec(command)?.[1] ?? '');
      const body = JSON.parse(/--data-raw '(.*)'$/s.exec(command)?.[1] ?? 'null') as unknown;
      const request = sent[TILES[index]];
      expect({ title, path: url.pathname, query: Object.fromEntries(url.searchParams), body }).toEqual({
        title,
        path: request?.url.pathname,
        query: Object.fromEntries(request?.url.searchParams ?? []),
        body: request?.body,
      });
      expect(command).toContain('-H "Authorization: Bearer $APISCOPE_TOKEN"');
    }
    expect(sentTiles(log)[0].path).toBe('/api/search/o1/count/events');
  });

  it('has no axe violations with filters and Access via API open', async () => {
    const user = userEvent.setup();
    const { container } = await renderDashboard(BUSY, { path: dashPath({ f: JSON.stringify(VERB_GET) }) });
    await user.click(screen.getByText('Access via API'));
    expect(await axe(container)).toHaveNoViolations();
  });
});
