/**
 * `createApiCall`: one API call as one line that gives the promise-action creator, its three action types, typed
 * matchers for slices, and the call's arguments on every action (`meta.args`), run by the real store and msw.
 */
import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { apiClient } from '@/api/client';
import { createApiCall, isPromiseAction } from '@/app/store/promiseActions';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore, type AppStore } from '@/app/store/store';
import { createRequestLog } from '../../support/apiRecorder';
import { server } from '../../support/mswServer';

const renameWidget = createApiCall('widgets/rename', (id: string, name: string) => apiClient.post<{ id: string; name: string }>(`/widgets/${id}`, { data: { name }, silent: true }));

/** Records every action of the call, as a slice would see it through the matchers. */
const recorder = createSlice({
  name: 'widgetActions',
  initialState: [] as UnknownAction[],
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(renameWidget.requested, renameWidget.succeeded, renameWidget.failed), (state, action) => {
      state.push(JSON.parse(JSON.stringify(action)) as UnknownAction);
    });
  },
});
appReducer.inject(recorder);
const recorded = (store: AppStore) => (store.getState() as unknown as { widgetActions: UnknownAction[] }).widgetActions;

describe('createApiCall', () => {
  it('names the three types after the base', () => {
    expect(renameWidget.types).toEqual(['widgets/rename/request', 'widgets/rename/success', 'widgets/rename/failure']);
    expect([renameWidget.REQUEST, renameWidget.SUCCESS, renameWidget.FAILURE]).toEqual(renameWidget.types);
  });

  it('builds a promise action carrying the arguments, calling the API only when the action runs', async () => {
    const request = jest.fn((_id: string, _count: number) => Promise.resolve({ path: '/api/lazy' }));
    const lazyCall = createApiCall('lazy/call', request);
    const action = lazyCall('l1', 3);
    expect(isPromiseAction(action)).toBe(true);
    expect(action.types).toBe(lazyCall.types);
    expect(action.meta).toEqual({ args: ['l1', 3] });
    expect(request).not.toHaveBeenCalled();
    await action.promise();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('l1', 3);
  });

  it('has one matcher per type, each matching only its own type', () => {
    const [request, success, failure] = renameWidget.types;
    expect([request, success, failure, 'widgets/other/request'].map((type) => renameWidget.requested({ type }))).toEqual([true, false, false, false]);
    expect([request, success, failure].map((type) => renameWidget.succeeded({ type }))).toEqual([false, true, false]);
    expect([request, success, failure].map((type) => renameWidget.failed({ type }))).toEqual([false, false, true]);
  });

  it('makes one request per dispatch and puts the arguments on the request and success actions', async () => {
    const log = createRequestLog();
    server.use(
      http.post('/api/widgets/:id', async ({ request, params }) => {
        const { body } = await log.record(request);
        return HttpResponse.json({ id: String(params.id), ...(body as { name: string }) });
      }),
    );
    const store = setupStore();
    const result = await store.dispatch(renameWidget('w1', 'Gauge'));

    expect(result.response?.data).toEqual({ id: 'w1', name: 'Gauge' });
    expect(log.requests).toHaveLength(1);
    expect(log.requests[0].url.pathname).toBe('/api/widgets/w1');
    expect(log.requests[0].body).toEqual({ name: 'Gauge' });
    expect(recorded(store)).toEqual([
      { type: 'widgets/rename/request', meta: { args: ['w1', 'Gauge'] } },
      expect.objectContaining({ type: 'widgets/rename/success', payload: { id: 'w1', name: 'Gauge' }, meta: { args: ['w1', 'Gauge'] } }),
    ]);
  });

  it('puts the arguments on the failure action too, with the plain error and status', async () => {
    server.use(http.post('/api/widgets/:id', () => HttpResponse.json({ message: 'Name taken' }, { status: 409 })));
    const store = setupStore();
    const result = await store.dispatch(renameWidget('w2', 'Dial'));

    expect(result.error).toMatchObject({ status: 409, data: { message: 'Name taken' } });
    expect(recorded(store)[1]).toMatchObject({ type: 'widgets/rename/failure', status: 409, error: { status: 409 }, meta: { args: ['w2', 'Dial'] } });
    expect(store.getState().notifications.items).toHaveLength(0);
  });
});
