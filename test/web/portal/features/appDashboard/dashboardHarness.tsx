/** Renders the app dashboard through the real routes, store and msw, and reads its tiles and requests. */
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { ADA_ORG } from '../../../support/handlers/organizations';
import { countEventsHandler } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { shellHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';
import { byTile, endpointsAnswer, errorsAnswer, keyNumbersAnswer, seriesAnswer, tileOf, topAnswer, type TileAnswers } from './dashboardFixtures';

const HOUR = 3_600_000;
/** The first bucket of the chart answers. */
export const T0 = Date.UTC(2024, 4, 1, 10);

/** A dashboard with traffic: every tile has data. */
export const BUSY: TileAnswers = {
  keyNumbers: keyNumbersAnswer({ calls: 12_345, errors: 617, p95: 245.4, users: 321, companies: 45 }, { calls: 10_000, errors: 200, p95: 300, users: 321, companies: 0 }),
  traffic: seriesAnswer([{ time: T0, A: 500, errors: 20 }, { time: T0 + HOUR, A: 700, errors: 35 }]),
  latency: seriesAnswer([{ time: T0, A: 80, B: 210, C: 950 }, { time: T0 + HOUR, A: 85, B: 230, C: 1200 }]),
  endpoints: endpointsAnswer([{ verb: 'GET', path: '/v1/customers/{id}', calls: 9_000, errors: 90, p90: 76 }], [{ verb: 'POST', path: '/legacy/upload', calls: 3_000, errors: 300, p90: 1500 }]),
  errors: errorsAnswer({ 500: [{ verb: 'GET', path: '/v1/customers/{id}', calls: 60 }], 404: [{ verb: 'GET', path: '/v1/customers/{id}', calls: 30 }] }),
  users: topAnswer([['usr_00001', 420], ['usr_00002', 176]]),
  companies: topAnswer([['cmp_0003', 601]]),
};

/** A tile by its title (the first match: a chart's table region inside the tile starts with the same word). */
export const tile = (title: string) => screen.getAllByRole('region', { name: new RegExp(`^${title} `) })[0];

/** The log of the requests the dashboard sent. */
export type RequestLog = ReturnType<typeof createRequestLog>;

/** Renders the dashboard at a path (o1 / a1 by default) and waits until every tile has answered. */
export async function renderDashboard(
  answers: TileAnswers,
  { orgs = [ADA_ORG], path = '/wrap/app/o1-a1/dash', log = createRequestLog(), handlers = [] as HttpHandler[] } = {},
) {
  storeSignedInSession();
  server.use(...shellHandlers(orgs), countEventsHandler(byTile(answers), log), ...handlers);
  const rendered = renderRoute(path);
  // The first render of a test file also compiles the lazy route's modules: on a busy machine that alone can take
  // several seconds.
  await screen.findByRole('region', { name: /^Key numbers/ }, { timeout: 15_000 });
  await waitFor(() => expect(screen.queryAllByText('Counting…')).toHaveLength(0));
  return { ...rendered, log };
}

/** The figures of the key numbers as [label, value, change]. */
export const figures = () =>
  within(tile('Key numbers'))
    .getAllByRole('term')
    .map((term) => {
      const values = [...(term.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
      return [term.firstChild?.textContent, values[0], values[1]];
    });

/** Each request sent: its tile, query parameters and path. */
export const sentTiles = (log: RequestLog) =>
  log.requests.map((request) => ({ tile: tileOf(request.body as Record<string, unknown>), query: Object.fromEntries(request.url.searchParams), path: request.url.pathname }));
