import { selectNotifications } from '@/app/notifications/notificationsSlice';
import { appReducer, resetAppState } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadCollectorToken } from '@/portal/core/appTokensActions';
import appTokensSlice, { selectCollectorToken } from '@/portal/core/appTokensSlice';
import { createRequestLog } from '../../support/apiRecorder';
import { server } from '../../support/mswServer';
import { COLLECTOR_TOKEN, accessTokenHandler } from '../../support/handlers/accessTokens';

appReducer.inject(appTokensSlice);

describe('app tokens slice', () => {
  it('asks for a write-only collector token of one app and keeps it under that org and app', async () => {
    const log = createRequestLog();
    server.use(accessTokenHandler([COLLECTOR_TOKEN], log));
    const store = setupStore();
    expect(selectCollectorToken(store.getState(), 'o1', 'a1')).toEqual({ status: 'idle', error: null, token: null });
    const pending = store.dispatch(loadCollectorToken('o1', 'a1'));
    expect(selectCollectorToken(store.getState(), 'o1', 'a1').status).toBe('loading');
    await pending;

    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/oauth/access_tokens');
    expect(Object.fromEntries(log.requests[0].url.searchParams)).toEqual({ app_id: 'a1', target: 'collector', scope: 'create:events' });
    expect(selectCollectorToken(store.getState(), 'o1', 'a1')).toEqual({ status: 'loaded', error: null, token: COLLECTOR_TOKEN });
    expect(selectCollectorToken(store.getState(), 'o1', 'a2').status).toBe('idle');
  });

  it('stores a refusal as a plain error, without a toast, and clears it on a successful retry', async () => {
    server.use(accessTokenHandler([{ status: 500, message: 'Token service unavailable' }, COLLECTOR_TOKEN]));
    const store = setupStore();
    await store.dispatch(loadCollectorToken('o1', 'a1'));
    expect(selectCollectorToken(store.getState(), 'o1', 'a1')).toEqual({
      status: 'failed',
      error: { message: 'Token service unavailable', status: 500 },
      token: null,
    });
    expect(selectNotifications(store.getState())).toEqual([]);

    await store.dispatch(loadCollectorToken('o1', 'a1'));
    expect(selectCollectorToken(store.getState(), 'o1', 'a1')).toEqual({ status: 'loaded', error: null, token: COLLECTOR_TOKEN });
  });

  it('forgets every token on logout', async () => {
    server.use(accessTokenHandler());
    const store = setupStore();
    await store.dispatch(loadCollectorToken('o1', 'a1'));
    store.dispatch(resetAppState());
    expect(store.getState().appTokens).toEqual({});
  });
});
