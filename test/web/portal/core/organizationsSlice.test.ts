/**
 * The organizations area through the real store and msw (SPEC section 4, Organizations): load status with a plain
 * error, the selection rules on load, 'App Not Found', post / update / delete app, and the reset on logout.
 */
import { waitFor } from '@testing-library/react';
import type { PortalOrganization } from '@/api/portal';
import { logout } from '@/app/session/logout';
import { resetAppState, appReducer } from '@/app/store/rootReducer';
import { setupStore, type AppStore } from '@/app/store/store';
import { deleteApp, loadOrganizations, postApp, updateApp } from '@/portal/core/organizationsActions';
import { parseAppSlug, type AppSelection } from '@/portal/core/organizationsRules';
import organizationsSlice, { appSelected, selectOrganizationsState, selectSelectedApp } from '@/portal/core/organizationsSlice';
import { appSlug } from '@/app/paths';
import { createRequestLog } from '../../support/apiRecorder';
import { storeSignedInSession } from '../../support/factories';
import { logoutHandler } from '../../support/handlers/auth';
import {
  ADA_ORG,
  DEMO_ORGANIZATION,
  PARTNER_ORG,
  createAppHandler,
  deleteAppHandler,
  organizationsHandler,
  updateAppHandler,
} from '../../support/handlers/organizations';
import { server } from '../../support/mswServer';

appReducer.inject(organizationsSlice);

const state = (store: AppStore) => selectOrganizationsState(store.getState());
const selected = (store: AppStore) => state(store).selected;

/** A store whose organizations were loaded from `orgs` (with `saved` as the stored recent app). */
async function loadedStore(orgs: PortalOrganization[], saved: AppSelection | null = null): Promise<AppStore> {
  server.use(organizationsHandler(orgs));
  const store = setupStore();
  await store.dispatch(loadOrganizations(saved));
  return store;
}

/** Loads the organizations again, the server now answering `orgs`. */
async function reload(store: AppStore, orgs: PortalOrganization[], saved: AppSelection | null = null): Promise<void> {
  server.use(organizationsHandler(orgs));
  await store.dispatch(loadOrganizations(saved));
}

describe('loading', () => {
  it('is idle before the first load, loading while the call runs, then loaded with the server’s organizations in order', async () => {
    server.use(organizationsHandler([DEMO_ORGANIZATION, ADA_ORG]));
    const store = setupStore();
    expect(state(store)).toMatchObject({ status: 'idle', error: null, list: [], selected: null, appNotFound: false });

    const pending = store.dispatch(loadOrganizations(null));
    expect(state(store).status).toBe('loading');
    await pending;
    expect(state(store)).toMatchObject({ status: 'loaded', error: null });
    expect(state(store).list.map((org) => org.id)).toEqual(['demo', 'o1']);
  });

  it('stores a failed load as a plain error with the server’s message and status, without a toast', async () => {
    server.use(organizationsHandler({ status: 503, message: 'Database unavailable' }));
    const store = setupStore();
    await store.dispatch(loadOrganizations(null));

    const { status, error } = state(store);
    expect(status).toBe('failed');
    expect(error).toEqual({ message: 'Database unavailable', status: 503 });
    expect(Object.getPrototypeOf(error)).toBe(Object.prototype);
    expect(store.getState().notifications.items).toHaveLength(0);
  });

  it('clears the error when a new load starts and succeeds', async () => {
    server.use(organizationsHandler({ status: 500, message: 'Try later' }));
    const store = setupStore();
    await store.dispatch(loadOrganizations(null));
    expect(state(store).status).toBe('failed');

    await reload(store, [ADA_ORG]);
    expect(state(store)).toMatchObject({ status: 'loaded', error: null });
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a1' });
  });
});

describe('the selection after a load', () => {
  it('without a current or saved app: the first own organization with an app, and its first app (own before the demo)', async () => {
    const emptyOwn: PortalOrganization = { id: 'o3', name: 'Empty Co', role: 'Owner', apps: [] };
    const store = await loadedStore([DEMO_ORGANIZATION, emptyOwn, PARTNER_ORG, ADA_ORG]);
    expect(selected(store)).toEqual({ orgId: 'o2', appId: 'p1' });
    expect(selectSelectedApp(store.getState())).toMatchObject({ org: { name: 'Partner Co' }, app: { name: 'Partner API' } });
  });

  it('selects the demo app when the user has no app of their own, and nothing without any app', async () => {
    expect(selected(await loadedStore([{ ...ADA_ORG, apps: [] }, DEMO_ORGANIZATION]))).toEqual({ orgId: 'demo', appId: 'demodefault' });
    expect(selected(await loadedStore([{ ...ADA_ORG, apps: [] }]))).toBeNull();
    expect(selected(await loadedStore([]))).toBeNull();
  });

  it('uses the saved recent app when it still exists', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG, DEMO_ORGANIZATION], { orgId: 'o1', appId: 'a2' });
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a2' });
  });

  it('ignores a saved recent app that no longer exists', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG], { orgId: 'o1', appId: 'gone' });
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a1' });
  });

  it('keeps the current selection on a reload when it still exists, even over the saved app', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG]);
    store.dispatch(appSelected({ orgId: 'o1', appId: 'a2' }));
    await reload(store, [ADA_ORG, PARTNER_ORG], { orgId: 'o2', appId: 'p1' });
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a2' });
  });

  it('falls back to the saved app, then to the first app, when the current one disappeared', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG]);
    store.dispatch(appSelected({ orgId: 'o1', appId: 'a2' }));
    const withoutSearch = { ...ADA_ORG, apps: [ADA_ORG.apps[0]] };

    await reload(store, [withoutSearch, PARTNER_ORG], { orgId: 'o2', appId: 'p1' });
    expect(selected(store)).toEqual({ orgId: 'o2', appId: 'p1' });

    await reload(store, [withoutSearch], { orgId: 'o2', appId: 'p1' });
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a1' });
  });
});

describe('selecting an app from the URL', () => {
  it('selects a known app and clears a previous App Not Found', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG]);
    store.dispatch(appSelected({ orgId: 'o1', appId: 'nope' }));
    expect(state(store).appNotFound).toBe(true);
    store.dispatch(appSelected({ orgId: 'o2', appId: 'p1' }));
    expect(state(store)).toMatchObject({ appNotFound: false, selected: { orgId: 'o2', appId: 'p1' } });
  });

  it('gives App Not Found for an unknown app or organization and keeps the current selection', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG]);
    store.dispatch(appSelected({ orgId: 'o1', appId: 'p1' }));
    expect(state(store)).toMatchObject({ appNotFound: true, selected: { orgId: 'o1', appId: 'a1' } });
    store.dispatch(appSelected({ orgId: 'elsewhere', appId: 'a1' }));
    expect(state(store)).toMatchObject({ appNotFound: true, selected: { orgId: 'o1', appId: 'a1' } });
  });

  it('resolves an app asked for before the organizations arrived: selected if known, over the saved app', async () => {
    server.use(organizationsHandler([ADA_ORG, PARTNER_ORG]));
    const store = setupStore();
    store.dispatch(appSelected({ orgId: 'o2', appId: 'p1' }));
    expect(selected(store)).toBeNull();
    await store.dispatch(loadOrganizations({ orgId: 'o1', appId: 'a2' }));
    expect(state(store)).toMatchObject({ appNotFound: false, selected: { orgId: 'o2', appId: 'p1' }, requested: null });
  });

  it('resolves an unknown app asked for before the load as App Not Found, selecting as if none was asked for', async () => {
    server.use(organizationsHandler([ADA_ORG, PARTNER_ORG]));
    const store = setupStore();
    store.dispatch(appSelected({ orgId: 'o9', appId: 'x' }));
    await store.dispatch(loadOrganizations({ orgId: 'o1', appId: 'a2' }));
    expect(state(store)).toMatchObject({ appNotFound: true, selected: { orgId: 'o1', appId: 'a2' } });
  });
});

describe('app changes', () => {
  it('adds a posted app to its organization and selects it', async () => {
    const log = createRequestLog();
    const store = await loadedStore([ADA_ORG, PARTNER_ORG]);
    server.use(createAppHandler({ id: 'p2' }, log));
    const result = await store.dispatch(postApp('o2', 'Billing API'));

    expect(result.response?.data).toEqual({ id: 'p2', name: 'Billing API' });
    expect(log.requests[0].url.pathname).toBe('/api/portal/o2/apps');
    expect(log.requests[0].body).toEqual({ name: 'Billing API' });
    expect(state(store).list.find((org) => org.id === 'o2')?.apps).toEqual([
      { id: 'p1', name: 'Partner API' },
      { id: 'p2', name: 'Billing API' },
    ]);
    expect(selected(store)).toEqual({ orgId: 'o2', appId: 'p2' });
  });

  it('changes nothing when the server refuses the new app', async () => {
    const store = await loadedStore([ADA_ORG]);
    server.use(createAppHandler({ status: 400, message: 'App limit reached' }));
    await store.dispatch(postApp('o1', 'Billing API'));
    expect(state(store).list[0].apps).toHaveLength(2);
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a1' });
  });

  it('replaces the updated fields of an app in place and keeps the others', async () => {
    const withDetails = { ...ADA_ORG, apps: [{ id: 'a1', name: 'Orders API', time_zone: 'UTC', week_starts_on: 1 }, ADA_ORG.apps[1]] };
    const log = createRequestLog();
    const store = await loadedStore([withDetails]);
    server.use(updateAppHandler('ok', log));
    await store.dispatch(updateApp('o1', 'a1', { name: 'Orders API (prod)', time_zone: 'Europe/Paris' }));

    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/apps/a1');
    expect(state(store).list[0].apps).toEqual([
      { id: 'a1', name: 'Orders API (prod)', time_zone: 'Europe/Paris', week_starts_on: 1 },
      { id: 'a2', name: 'Search' },
    ]);
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a1' });
  });

  it('deleting the selected app selects the first remaining app of its organization', async () => {
    const three = { ...ADA_ORG, apps: [...ADA_ORG.apps, { id: 'a3', name: 'Billing' }] };
    const log = createRequestLog();
    const store = await loadedStore([PARTNER_ORG, three]);
    store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
    server.use(deleteAppHandler('ok', log));
    await store.dispatch(deleteApp('o1', 'a1'));

    expect(log.requests[0]).toMatchObject({ method: 'DELETE' });
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/apps/a1');
    expect(state(store).list[1].apps.map((app) => app.id)).toEqual(['a2', 'a3']);
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a2' });
  });

  it('deleting the last app of the selected organization selects the first app elsewhere', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG]);
    store.dispatch(appSelected({ orgId: 'o2', appId: 'p1' }));
    server.use(deleteAppHandler());
    await store.dispatch(deleteApp('o2', 'p1'));
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a1' });
  });

  it('deleting another app keeps the selection', async () => {
    const store = await loadedStore([ADA_ORG, PARTNER_ORG]);
    store.dispatch(appSelected({ orgId: 'o1', appId: 'a2' }));
    server.use(deleteAppHandler());
    await store.dispatch(deleteApp('o1', 'a1'));
    expect(state(store).list[0].apps.map((app) => app.id)).toEqual(['a2']);
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a2' });
  });

  it('keeps the app when the server refuses the deletion', async () => {
    const store = await loadedStore([ADA_ORG]);
    server.use(deleteAppHandler({ status: 409, message: 'An organization keeps at least one app' }));
    await store.dispatch(deleteApp('o1', 'a1'));
    expect(state(store).list[0].apps).toHaveLength(2);
    expect(selected(store)).toEqual({ orgId: 'o1', appId: 'a1' });
  });
});

describe('logout', () => {
  it('resets the organizations and the selection with the app state reset', async () => {
    const store = await loadedStore([ADA_ORG]);
    store.dispatch(appSelected({ orgId: 'o1', appId: 'a2' }));
    store.dispatch(resetAppState());
    expect(state(store)).toEqual({ status: 'idle', error: null, list: [], selected: null, appNotFound: false, requested: null });
  });

  it('is reset by the logout thunk, which also revokes the token on the server', async () => {
    storeSignedInSession();
    const log = createRequestLog();
    const store = await loadedStore([ADA_ORG]);
    server.use(logoutHandler(log));
    store.dispatch(logout({ maintainLocation: true }));

    expect(state(store)).toMatchObject({ status: 'idle', list: [], selected: null });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    await waitFor(() => expect(log.requests).toHaveLength(1));
  });
});

describe('parseAppSlug', () => {
  it('splits {org}-{app} at the first dash', () => {
    expect(parseAppSlug('o1-a1')).toEqual({ orgId: 'o1', appId: 'a1' });
    expect(parseAppSlug('o1-app-with-dashes')).toEqual({ orgId: 'o1', appId: 'app-with-dashes' });
  });

  it('decodes URL-encoded ids and reads back what appSlug wrote', () => {
    expect(parseAppSlug('org%20one-a%2F1')).toEqual({ orgId: 'org one', appId: 'a/1' });
    expect(parseAppSlug(appSlug('Ada Industries', 'Orders/API'))).toEqual({ orgId: 'Ada Industries', appId: 'Orders/API' });
  });

  it.each([undefined, '', 'o1', '-a1', 'o1-', '%E0%A4%A-a1'])('answers null for %p', (slug) => {
    expect(parseAppSlug(slug)).toBeNull();
  });
});
