import { logout } from '@/app/session/logout';
import { setNavigator } from '@/app/store/navigator';
import { setupStore } from '@/app/store/store';
import { storeSignedInSession } from '../support/factories';

// Every public page creates the store, so the store must work without the API client (which loads on demand).
// Here the client cannot be loaded at all: importing the store would fail if it depended on the client statically.
jest.mock('@/api/client', () => {
  throw new Error('Loading chunk api-client failed');
});

afterEach(() => setNavigator(null));

it('signs out locally even when the API client cannot be loaded for the revocation call', async () => {
  storeSignedInSession();
  setNavigator(() => undefined);
  const store = setupStore();
  expect(store.getState().auth.isAuthenticated).toBe(true);
  store.dispatch(logout());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState().auth.isAuthenticated).toBe(false);
  expect(window.localStorage.getItem('id_token')).toBeNull();
});
