/** Renders the profile screen at /wrap/profile in a fresh store, with its slices injected and a signed-in user. */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { UserProfile } from '@/api/profile';
import { App } from '@/app/App';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { Component as ProfileRoute } from '@/portal/features/profile/route';
import sessionsSlice from '@/portal/features/profile/sessionsSlice';
import mfaSlice from '@/portal/features/profile/mfaSlice';
import type { HttpHandler } from 'msw';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { MFA_OFF, mfaStatusHandler } from '../../../support/handlers/mfa';

// portalSlices.ts injects these with the /wrap chunk, before any portal screen renders; here the test does.
appReducer.inject(sessionsSlice);
appReducer.inject(mfaSlice);

/** The signed-in user of the profile tests: a password account named Ada Lovelace. */
export const ADA = makeProfile({ name: 'Ada Lovelace' });

/** A fixed "now" for the session times: noon UTC on 10 March 2026. */
export const NOW = new Date('2026-03-10T12:00:00.000Z');

/** Fakes only the clock (Date), so msw, React and user-event keep their real timers. */
export function fakeClock(now: Date = NOW): void {
  jest.useFakeTimers({
    now,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
      'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
      'setTimeout', 'clearTimeout'],
  });
}

/**
 * Signs `profile` in (as a previous page load would have) and renders the screen. `mfaHandlers` answer the
 * two-factor section's calls (by default: two-factor sign-in off).
 */
export function renderProfile(profile: UserProfile = ADA, mfaHandlers: HttpHandler[] = [mfaStatusHandler(MFA_OFF)]) {
  server.use(...mfaHandlers);
  storeSignedInSession(makeSession({ profile }));
  const store = setupStore();
  const router = createMemoryRouter([{ path: '/wrap/profile', Component: ProfileRoute }], { initialEntries: ['/wrap/profile'] });
  return { store, router, ...render(<App store={store} router={router} />) };
}
