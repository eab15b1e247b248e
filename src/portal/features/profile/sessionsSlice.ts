/**
 * The signed-in user's active sessions (profile screen): the list as the server last answered it, and which sign-outs
 * are under way. Signed-out sessions leave the list as soon as the server confirms; the screen then reloads it.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ActiveSession } from '@/api/sessions';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { changePassword, loadSessions, revokeOtherSessions, revokeSession } from './sessionsActions';

/** State of the sessions area. */
export interface SessionsState extends Loadable {
  /** Active sessions, the current one first. */
  list: ActiveSession[];
  /** A load has succeeded once: a reload keeps the list on screen. */
  hasData: boolean;
  /** Ids of the sessions being signed out one by one. */
  revoking: string[];
  /** "Sign out of all other sessions" is under way. */
  revokingOthers: boolean;
}

const initialState: SessionsState = { ...idle(), list: [], hasData: false, revoking: [], revokingOthers: false };

function keepCurrentOnly(state: SessionsState): void {
  state.list = state.list.filter((session) => session.current);
}

const sessionsSlice = createSlice({
  name: 'sessions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(revokeSession.requested, (state, action) => {
        state.revoking.push(action.meta.args[0]);
      })
      .addMatcher(revokeSession.succeeded, (state, action) => {
        const [sessionId] = action.meta.args;
        state.list = state.list.filter((session) => session.id !== sessionId);
        state.revoking = state.revoking.filter((id) => id !== sessionId);
      })
      .addMatcher(revokeSession.failed, (state, action) => {
        state.revoking = state.revoking.filter((id) => id !== action.meta.args[0]);
      })
      .addMatcher(revokeOtherSessions.requested, (state) => {
        state.revokingOthers = true;
      })
      .addMatcher(revokeOtherSessions.succeeded, (state) => {
        state.revokingOthers = false;
        keepCurrentOnly(state);
      })
      .addMatcher(revokeOtherSessions.failed, (state) => {
        state.revokingOthers = false;
      })
      .addMatcher(changePassword.succeeded, keepCurrentOnly);
    addLoadableCases(builder, loadSessions, (state) => state, (state, action) => {
      state.list = Array.isArray(action.payload?.sessions) ? action.payload.sessions : [];
      state.hasData = true;
    });
  },
});

export default sessionsSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof sessionsSlice> {}
}

/** The area's state (initial until the portal chunk injected the slice). */
export const selectSessionsState = (state: Pick<RootState, 'sessions'>): SessionsState => state.sessions ?? initialState;
