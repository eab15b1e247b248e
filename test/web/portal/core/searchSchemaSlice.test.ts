/** The search schema: loaded per org and app, reset when another app is selected, an app is added or deleted, or on logout. */
import { appReducer, resetAppState } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { deleteApp, loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice, { appSelected } from '@/portal/core/organizationsSlice';
import { loadSearchSchema } from '@/portal/core/searchSchemaActions';
import searchSchemaSlice, { selectEventSchemaFields, selectSearchSchemaState } from '@/portal/core/searchSchemaSlice';
import { createRequestLog } from '../../support/apiRecorder';
import { ADA_ORG, PARTNER_ORG } from '../../support/handlers/organizations';
import { searchSchemaHandler } from '../../support/handlers/search';
import { server } from '../../support/mswServer';

const SCHEMA = { events: { fields: [{ name: 'metadata.plan', type: 'string' as const, source: 'discovered' as const }], truncated: false } };

async function loadedStore() {
  appReducer.inject(organizationsSlice);
  appReducer.inject(searchSchemaSlice);
  const store = setupStore();
  store.dispatch({ type: loadOrganizations.SUCCESS, payload: [ADA_ORG, PARTNER_ORG], headers: {}, meta: { args: [null] } });
  store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
  const log = createRequestLog();
  server.use(searchSchemaHandler(SCHEMA, log));
  await store.dispatch(loadSearchSchema('o1', 'a1'));
  return { store, log };
}

describe('the search schema slice', () => {
  it('loads GET /api/search/{org}/schema?app_id for the selected app', async () => {
    const { store, log } = await loadedStore();
    expect(log.requests[0].url.pathname).toBe('/api/search/o1/schema');
    expect(Object.fromEntries(log.requests[0].url.searchParams)).toEqual({ app_id: 'a1' });
    expect(selectEventSchemaFields(store.getState(), 'o1', 'a1')).toEqual(SCHEMA.events.fields);
    expect(selectEventSchemaFields(store.getState(), 'o1', 'a2')).toEqual([]);
  });

  it('keeps the schema when the same app is selected again and resets it for another app or org', async () => {
    const { store } = await loadedStore();
    store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
    expect(selectSearchSchemaState(store.getState()).status).toBe('loaded');
    store.dispatch(appSelected({ orgId: 'o1', appId: 'a2' }));
    expect(selectSearchSchemaState(store.getState())).toMatchObject({ status: 'idle', schema: null, orgId: null });

    const other = await loadedStore();
    other.store.dispatch(appSelected({ orgId: 'o2', appId: 'p1' }));
    expect(selectSearchSchemaState(other.store.getState()).schema).toBeNull();
  });

  it('resets on logout and when an app is deleted', async () => {
    const { store } = await loadedStore();
    store.dispatch(resetAppState());
    expect(selectSearchSchemaState(store.getState()).schema).toBeNull();

    const second = await loadedStore();
    second.store.dispatch({ type: deleteApp.SUCCESS, payload: {}, headers: {}, meta: { args: ['o1', 'a2'] } });
    expect(selectSearchSchemaState(second.store.getState()).schema).toBeNull();
  });

  it('ignores an answer for an app no longer shown', async () => {
    const { store } = await loadedStore();
    store.dispatch({ type: loadSearchSchema.REQUEST, meta: { args: ['o1', 'a2'] } });
    store.dispatch({ type: loadSearchSchema.SUCCESS, payload: SCHEMA, headers: {}, meta: { args: ['o1', 'a1'] } });
    expect(selectSearchSchemaState(store.getState())).toMatchObject({ orgId: 'o1', appId: 'a2', status: 'loading', schema: null });
  });
});
