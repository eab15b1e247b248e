/** msw handlers and data for the /wrap account home tests. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PortalOrganization } from '@/api/portal';

/** An own organization (caller is Owner) with two apps, and the read-only demo organization. */
export const OWN_ORG: PortalOrganization = {
  id: 'o1',
  name: 'Ada Industries',
  role: 'Owner',
  demo: false,
  apps: [
    { id: 'a1', name: 'Orders API' },
    { id: 'a2', name: 'Search' },
  ],
};
export const DEMO_ORG: PortalOrganization = {
  id: 'demo',
  name: 'Apiscope Demo',
  role: 'Read Only',
  demo: true,
  apps: [{ id: 'demodefault', name: 'default' }],
};

/** Counts by app id and `from` value; apps not listed count 0. */
export type CountTable = Record<string, Record<string, number>>;

/** GET /api/portal/organizations answering the given organizations. */
export const organizationsHandler = (orgs: PortalOrganization[] = [OWN_ORG, DEMO_ORG]): HttpHandler =>
  http.get('/api/portal/organizations', () => HttpResponse.json(orgs));

/** POST /api/search/{org}/count/events answering from the table (status 201 like the server). */
export const countsHandler = (table: CountTable = {}): HttpHandler =>
  http.post('/api/search/:orgId/count/events', ({ request }) => {
    const url = new URL(request.url);
    const total = table[url.searchParams.get('app_id') ?? '']?.[url.searchParams.get('from') ?? ''] ?? 0;
    return HttpResponse.json({ took: 1, timed_out: false, hits: { total } }, { status: 201 });
  });

/** The organizations plus zero counts for every app: the page with nothing else going on. */
export const quietAccountHandlers = (orgs?: PortalOrganization[]): HttpHandler[] => [organizationsHandler(orgs), countsHandler()];
