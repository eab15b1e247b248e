/**
 * The signed-in user's two-factor status (profile screen). Only the status lives here: the secret of a set-up and
 * the recovery codes are shown once by the section and never enter the store.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { MfaStatus } from '@/api/mfa';
import { addLoadableCases, idle, type Loadable } from '@/app/store/loadable';
import type { RootState } from '@/app/store/store';
import { confirmMfaEnrolment, disableMfa, loadMfaStatus, regenerateRecoveryCodes } from './mfaActions';

/** State of the two-factor area. */
export interface MfaState extends Loadable {
  /** The status as the server last answered it; null before the first load. */
  current: MfaStatus | null;
}

const initialState: MfaState = { ...idle(), current: null };

const mfaSlice = createSlice({
  name: 'mfa',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(confirmMfaEnrolment.succeeded, (state, action) => {
        state.current = {
          enabled: true,
          enabled_at: new Date().toISOString(),
          recovery_codes_remaining: action.payload.recovery_codes.length,
          session_verified: true,
        };
      })
      .addMatcher(regenerateRecoveryCodes.succeeded, (state, action) => {
        if (state.current) state.current.recovery_codes_remaining = action.payload.recovery_codes.length;
      })
      .addMatcher(disableMfa.succeeded, (state) => {
        state.current = { enabled: false, enabled_at: null, recovery_codes_remaining: 0, session_verified: false };
      });
    addLoadableCases(builder, loadMfaStatus, (state) => state, (state, action) => {
      state.current = action.payload;
    });
  },
});

export default mfaSlice;

declare module '@/app/store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof mfaSlice> {}
}

/** The area's state (initial until the slice is injected). */
export const selectMfaState = (state: Pick<RootState, 'mfa'>): MfaState => state.mfa ?? initialState;
