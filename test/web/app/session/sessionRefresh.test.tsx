/**
 * Keeping a session alive: when the identity token is refreshed (a few minutes before it expires, never in a tight
 * loop), and the signed-in portal shell doing it on time, storing the new token and refresh_date, then scheduling
 * the next refresh from the new token.
 */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MIN_REFRESH_DELAY_MS, REFRESH_AHEAD_MS, refreshDelay } from '@/app/session/sessionRefreshRules';
import { createRequestLog } from '../../support/apiRecorder';
import { makeIdToken, makeSession, storeSignedInSession } from '../../support/factories';
import { logoutHandler, refreshHandler } from '../../support/handlers/auth';
import { ADA_ORG } from '../../support/handlers/organizations';
import { server } from '../../support/mswServer';
import { quietPortalHandlers } from '../../support/portalShell';
import { renderRoute } from '../renderRoute';

const MINUTE = 60 * 1000;
const NOW = Date.parse('2026-11-24T12:00:00.000Z');

describe('refreshDelay', () => {
  it('refreshes five minutes before the expiry', () => {
    expect(REFRESH_AHEAD_MS).toBe(5 * MINUTE);
    expect(refreshDelay(NOW + 60 * MINUTE, NOW)).toBe(55 * MINUTE);
    expect(refreshDelay(NOW + 5 * MINUTE + 45_000, NOW)).toBe(45_000);
  });

  it('waits at least 30 seconds, even for a token that expires sooner', () => {
    expect(MIN_REFRESH_DELAY_MS).toBe(30_000);
    expect(refreshDelay(NOW + 5 * MINUTE + 29_999, NOW)).toBe(30_000);
    expect(refreshDelay(NOW + 2 * MINUTE, NOW)).toBe(30_000);
    expect(refreshDelay(NOW + 1, NOW)).toBe(30_000);
  });

  it('does not refresh a token without expiry or one that has expired', () => {
    expect(refreshDelay(null, NOW)).toBeNull();
    expect(refreshDelay(NOW, NOW)).toBeNull();
    expect(refreshDelay(NOW - MINUTE, NOW)).toBeNull();
  });
});

describe('the signed-in shell', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** Moves the clock on by `ms`, running the timers that fall due. */
  const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  /** Lets the work due now finish (the refresh call and its answer) without moving the clock; bounded. */
  const settle = (done: () => boolean) =>
    act(async () => {
      for (let step = 0; step < 200 && !done(); step += 1) await jest.advanceTimersByTimeAsync(0);
    });

  it('refreshes the token before it expires, stores the new token and refresh_date, and schedules again from the new token', async () => {
    const first = storeSignedInSession(makeSession({ id_token: makeIdToken(20 * 60) })).id_token;
    const log = createRequestLog();
    let second = '';
    let third = '';
    server.use(
      ...quietPortalHandlers([ADA_ORG]),
      refreshHandler(
        [
          () => makeSession({ id_token: (second = makeIdToken(60 * 60)) }),
          () => makeSession({ id_token: (third = makeIdToken(60 * 60)) }),
        ],
        log,
      ),
    );
    const { store } = renderRoute('/wrap/apps');
    expect(await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByText('0')).toHaveLength(4);
    // 20 minutes to go: the refresh is due 15 minutes after the token arrived, not earlier.
    await elapse(NOW + 15 * MINUTE - 1000 - Date.now());
    expect(log.requests).toHaveLength(0);
    await elapse(1000);
    await settle(() => log.requests.length === 1 && !store.getState().auth.refreshing);

    expect(log.requests).toHaveLength(1);
    expect(log.requests[0].method).toBe('POST');
    expect(log.requests[0].headers.get('authorization')).toBe(`Bearer ${first}`);
    expect(store.getState().auth.token).toBe(second);
    expect(window.localStorage.getItem('id_token')).toBe(second);
    const refreshedAt = Number(window.localStorage.getItem('refresh_date'));
    expect(refreshedAt).toBe(NOW + 15 * MINUTE);

    // The new token lives an hour: the next refresh is 55 minutes later, sent with the new token.
    await elapse(55 * MINUTE - 1000);
    expect(log.requests).toHaveLength(1);
    await elapse(1000);
    await settle(() => log.requests.length === 2 && !store.getState().auth.refreshing);
    expect(log.requests).toHaveLength(2);
    expect(log.requests[1].headers.get('authorization')).toBe(`Bearer ${second}`);
    expect(window.localStorage.getItem('id_token')).toBe(third);
    expect(Number(window.localStorage.getItem('refresh_date'))).toBe(NOW + 70 * MINUTE);
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
  });

  it('does not retry a refused refresh in a loop, keeping the session until the token expires', async () => {
    storeSignedInSession(makeSession({ id_token: makeIdToken(20 * 60) }));
    const log = createRequestLog();
    server.use(...quietPortalHandlers([ADA_ORG]), refreshHandler([{ status: 503, message: 'Try later' }], log));
    const { store } = renderRoute('/wrap/apps');
    expect(await screen.findAllByText('0')).toHaveLength(4);
    await elapse(NOW + 15 * MINUTE - Date.now());
    await settle(() => log.requests.length === 1 && !store.getState().auth.refreshing);
    expect(log.requests).toHaveLength(1);

    // The old token stays in use until it expires; nothing asks again meanwhile.
    await elapse(4 * MINUTE);
    expect(log.requests).toHaveLength(1);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
  });

  it('ends the session when the server answers the refresh with an expired session (401, code 108)', async () => {
    storeSignedInSession(makeSession({ id_token: makeIdToken(20 * 60) }));
    const revoked = createRequestLog();
    server.use(
      ...quietPortalHandlers([ADA_ORG]),
      http.post('/api/auth/refresh', () => HttpResponse.json({ message: 'Session expired', code: 108 }, { status: 401 })),
      logoutHandler(revoked),
    );
    const { router, store } = renderRoute('/wrap/apps');
    expect(await screen.findAllByText('0')).toHaveLength(4);
    await elapse(NOW + 15 * MINUTE - Date.now());
    await settle(() => !store.getState().auth.isAuthenticated && router.state.location.pathname === '/');

    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(await screen.findByText('Your session has expired, please log in again')).toBeInTheDocument();
    await settle(() => revoked.requests.length === 1);
    expect(revoked.requests).toHaveLength(1);
  });
});
