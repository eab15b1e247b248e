import { resetAppState, appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { changePassword, loadSessions, revokeOtherSessions, revokeSession } from '@/portal/features/profile/sessionsActions';
import sessionsSlice, { selectSessionsState } from '@/portal/features/profile/sessionsSlice';
import { makeActiveSession, otherSession } from '../../../support/handlers/sessions';

appReducer.inject(sessionsSlice);

const CURRENT = makeActiveSession();
const OTHER = otherSession();
const meta = <T extends readonly unknown[]>(...args: T) => ({ args });

function loadedStore() {
  const store = setupStore();
  store.dispatch({ type: loadSessions.SUCCESS, payload: { sessions: [CURRENT, OTHER] }, headers: {}, meta: meta() });
  return store;
}

describe('sessions slice', () => {
  it('marks a session as being signed out, and drops it once the server confirms', () => {
    const store = loadedStore();
    store.dispatch({ type: revokeSession.REQUEST, meta: meta('s-firefox') });
    expect(selectSessionsState(store.getState()).revoking).toEqual(['s-firefox']);
    store.dispatch({ type: revokeSession.SUCCESS, payload: { revoked: 1, current: false }, headers: {}, meta: meta('s-firefox') });
    expect(selectSessionsState(store.getState())).toMatchObject({ revoking: [], list: [CURRENT] });
  });

  it('keeps a session whose sign-out failed', () => {
    const store = loadedStore();
    store.dispatch({ type: revokeSession.REQUEST, meta: meta('s-firefox') });
    store.dispatch({ type: revokeSession.FAILURE, error: { status: 500 }, status: 500, meta: meta('s-firefox') });
    expect(selectSessionsState(store.getState())).toMatchObject({ revoking: [], list: [CURRENT, OTHER] });
  });

  it('keeps only this session after "sign out of all other sessions" or a password change', () => {
    const store = loadedStore();
    store.dispatch({ type: revokeOtherSessions.REQUEST, meta: meta() });
    expect(selectSessionsState(store.getState()).revokingOthers).toBe(true);
    store.dispatch({ type: revokeOtherSessions.SUCCESS, payload: { revoked: 1 }, headers: {}, meta: meta() });
    expect(selectSessionsState(store.getState())).toMatchObject({ revokingOthers: false, list: [CURRENT] });

    const other = loadedStore();
    other.dispatch({ type: changePassword.SUCCESS, payload: { message: 'ok', revoked: 1 }, headers: {}, meta: meta() });
    expect(selectSessionsState(other.getState()).list).toEqual([CURRENT]);
  });

  it('keeps the list on screen while a reload fails, and forgets it all on logout', () => {
    const store = loadedStore();
    store.dispatch({ type: loadSessions.FAILURE, error: { status: 503 }, status: 503, meta: meta() });
    expect(selectSessionsState(store.getState())).toMatchObject({ status: 'failed', hasData: true, list: [CURRENT, OTHER] });
    store.dispatch(resetAppState());
    expect(selectSessionsState(store.getState())).toMatchObject({ status: 'idle', hasData: false, list: [] });
  });
});
