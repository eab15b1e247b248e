/**
 * The load status every data area keeps (SPEC section 4: loading, loaded, error; failures stored as a plain error on
 * the area), through a slice built with `addLoadableCases` in the real store and msw.
 */
import { createSlice } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { apiClient } from '@/api/client';
import type { ApiError } from '@/api/errors';
import { FALLBACK_MESSAGE, NOT_FOUND_MESSAGE } from '@/app/store/errorPolicy';
import { UNREACHABLE_MESSAGE, addLoadableCases, idle, isPending, toPlainError, type Loadable } from '@/app/store/loadable';
import { createApiCall } from '@/app/store/promiseActions';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore, type AppStore } from '@/app/store/store';
import { server } from '../../support/mswServer';

describe('toPlainError', () => {
  it('keeps the server’s message, the status and the product code', () => {
    const error: ApiError = { status: 409, code: 'E42', data: { message: 'Name already used' }, headers: { 'x-a': '1' }, silent: true };
    expect(toPlainError(error)).toEqual({ message: 'Name already used', status: 409, code: 'E42' });
  });

  it('leaves the code out when the server sent none', () => {
    expect(toPlainError({ status: 400, data: { error: 'Bad window' } })).toEqual({ message: 'Bad window', status: 400 });
    expect(Object.keys(toPlainError({ status: 400, data: {} }))).toEqual(['message', 'status']);
  });

  it('uses the error policy’s text for the status when the server gave no message', () => {
    expect(toPlainError({ status: 404, data: {} })).toEqual({ message: NOT_FOUND_MESSAGE, status: 404 });
    expect(toPlainError({ status: 500, data: '' })).toEqual({ message: FALLBACK_MESSAGE, status: 500 });
  });

  it('says the server could not be reached when no response arrived', () => {
    expect(toPlainError({ status: 0, message: 'Network Error' })).toEqual({ message: UNREACHABLE_MESSAGE, status: 0 });
    expect(toPlainError(undefined)).toEqual({ message: UNREACHABLE_MESSAGE, status: 0 });
  });
});

describe('idle and isPending', () => {
  it('starts idle without an error', () => {
    expect(idle()).toEqual({ status: 'idle', error: null });
    expect(idle()).not.toBe(idle());
  });

  it('counts idle and loading as pending (the screen is about to load), loaded and failed as settled', () => {
    expect(isPending(undefined)).toBe(true);
    expect(isPending({ status: 'idle', error: null })).toBe(true);
    expect(isPending({ status: 'loading', error: null })).toBe(true);
    expect(isPending({ status: 'loaded', error: null })).toBe(false);
    expect(isPending({ status: 'failed', error: { message: 'x', status: 500 } })).toBe(false);
  });
});

describe('addLoadableCases', () => {
  /** A keyed area for these tests: one entry per thing id, each with its own load status. */
  interface ThingEntry extends Loadable {
    name: string | null;
  }
  const loadThing = createApiCall('loadableThings/load', (id: string) => apiClient.get<{ name: string }>(`/things/${id}`, { silent: true }));
  const thingsSlice = createSlice({
    name: 'loadableThings',
    initialState: {} as Record<string, ThingEntry>,
    reducers: {},
    extraReducers: (builder) => {
      addLoadableCases(
        builder,
        loadThing,
        (state, { args: [id] }) => (state[id] ??= { ...idle(), name: null }),
        (state, action) => {
          state[action.meta.args[0]].name = action.payload.name;
        },
      );
    },
  });
  appReducer.inject(thingsSlice);
  const entry = (store: AppStore, id: string) => (store.getState() as unknown as { loadableThings: Record<string, ThingEntry> }).loadableThings[id];

  it('marks the entry loading with no error while the call runs, then loaded with the answer', async () => {
    server.use(http.get('/api/things/:id', ({ params }) => HttpResponse.json({ name: `Thing ${String(params.id)}` })));
    const store = setupStore();
    const pending = store.dispatch(loadThing('t1'));
    expect(entry(store, 't1')).toEqual({ status: 'loading', error: null, name: null });
    await pending;
    expect(entry(store, 't1')).toEqual({ status: 'loaded', error: null, name: 'Thing t1' });
  });

  it('stores a failure as a plain error and keeps what was loaded before; a new load clears the error', async () => {
    let fail = false;
    server.use(
      http.get('/api/things/:id', () => (fail ? HttpResponse.json({ message: 'Thing store is down', code: 7 }, { status: 503 }) : HttpResponse.json({ name: 'First' }))),
    );
    const store = setupStore();
    await store.dispatch(loadThing('t1'));
    fail = true;
    await store.dispatch(loadThing('t1'));
    const failed = entry(store, 't1');
    expect(failed).toEqual({ status: 'failed', error: { message: 'Thing store is down', status: 503, code: 7 }, name: 'First' });
    expect(Object.getPrototypeOf(failed.error)).toBe(Object.prototype);

    fail = false;
    const pending = store.dispatch(loadThing('t1'));
    expect(entry(store, 't1')).toMatchObject({ status: 'loading', error: null });
    await pending;
    expect(entry(store, 't1')).toMatchObject({ status: 'loaded', error: null });
  });

  it('drives each entry picked by the call’s arguments on its own', async () => {
    server.use(
      http.get('/api/things/good', () => HttpResponse.json({ name: 'Good' })),
      http.get('/api/things/bad', () => HttpResponse.error()),
    );
    const store = setupStore();
    await Promise.all([store.dispatch(loadThing('good')), store.dispatch(loadThing('bad'))]);
    expect(entry(store, 'good')).toEqual({ status: 'loaded', error: null, name: 'Good' });
    expect(entry(store, 'bad')).toEqual({ status: 'failed', error: { message: UNREACHABLE_MESSAGE, status: 0 }, name: null });
  });
});
