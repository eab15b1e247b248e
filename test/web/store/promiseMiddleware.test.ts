import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { apiClient } from '@/api/client';
import { resetErrorReporting, setErrorReporter } from '@/lib/errorReporting';
import { promiseTypes } from '@/app/store/promiseMiddleware';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { server } from '../support/mswServer';

const CALL = promiseTypes<{ id: string }>('recorded/call');

/** A slice that records the promise actions it sees, injected for these tests only. */
const recorder = createSlice({
  name: 'recorded',
  initialState: { actions: [] as UnknownAction[] },
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(CALL.requested, CALL.succeeded, CALL.failed), (state, action) => {
      state.actions.push(JSON.parse(JSON.stringify(action)) as UnknownAction);
    });
  },
});
appReducer.inject(recorder);

function recordedActions(store: ReturnType<typeof setupStore>): UnknownAction[] {
  return (store.getState() as unknown as { recorded: { actions: UnknownAction[] } }).recorded.actions;
}

afterEach(() => resetErrorReporting());

it('dispatches REQUEST, then SUCCESS with body and headers for a status below 400', async () => {
  server.use(http.get('/api/things/1', () => HttpResponse.json({ id: 't1' }, { headers: { 'x-total': '1' } })));
  const store = setupStore();
  const result = await store.dispatch({ types: CALL.types, promise: () => apiClient.get<{ id: string }>('/things/1'), meta: { n: 1 } });

  expect(result.response?.data).toEqual({ id: 't1' });
  const actions = recordedActions(store);
  expect(actions.map((action) => action.type)).toEqual([CALL.REQUEST, CALL.SUCCESS]);
  expect(actions[0]).toMatchObject({ meta: { n: 1 } });
  expect(actions[1]).toMatchObject({ payload: { id: 't1' }, headers: { 'x-total': '1' }, meta: { n: 1 } });
});

it('dispatches FAILURE with the plain error and its status for a status of 400 or more', async () => {
  server.use(http.get('/api/things/2', () => HttpResponse.json({ message: 'bad id', code: 'E1' }, { status: 400 })));
  const store = setupStore();
  const result = await store.dispatch({ types: CALL.types, promise: () => apiClient.get('/things/2', { silent: true }) });

  expect(result.error).toMatchObject({ status: 400, code: 'E1' });
  const [request, failure] = recordedActions(store);
  expect(request.type).toBe(CALL.REQUEST);
  expect(failure).toMatchObject({ type: CALL.FAILURE, status: 400, error: { status: 400, data: { message: 'bad id', code: 'E1' } } });
  expect(store.getState().notifications.items).toHaveLength(0);
});

it('turns a promise that throws into FAILURE with status 0 and reports it', async () => {
  const reporter = jest.fn();
  setErrorReporter(reporter);
  const store = setupStore();
  const bug = new TypeError('cannot read id');
  await store.dispatch({ types: CALL.types, promise: () => Promise.reject(bug) });

  expect(recordedActions(store)[1]).toMatchObject({ type: CALL.FAILURE, status: 0, error: { status: 0, message: 'cannot read id' } });
  expect(reporter).toHaveBeenCalledWith(bug, expect.objectContaining({ type: CALL.REQUEST }));
});

it('lets ordinary actions and thunks through', () => {
  const store = setupStore();
  const answer = store.dispatch((_dispatch, getState) => getState().notifications.items.length);
  expect(answer).toBe(0);
});
