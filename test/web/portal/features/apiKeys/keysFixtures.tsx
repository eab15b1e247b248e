/** Renders the API keys screen at /wrap/keys in a fresh store, signed in as Ada, with the organizations loaded. */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { App } from '@/app/App';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice from '@/portal/core/organizationsSlice';
import { Component as KeysRoute } from '@/portal/features/apiKeys/route';
import apiKeysSlice from '@/portal/features/apiKeys/apiKeysSlice';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, DEMO_ORGANIZATION, organizationsHandler } from '../../../support/handlers/organizations';

// Until portalSlices.ts injects them with the /wrap chunk, the test does.
appReducer.inject(organizationsSlice);
appReducer.inject(apiKeysSlice);

/** Signs Ada in, loads the organizations and renders the keys screen. */
export async function renderKeys(orgs: PortalOrganization[] = [ADA_ORG, DEMO_ORGANIZATION]) {
  storeSignedInSession(makeSession({ profile: makeProfile({ user_id: 'email|u1', email: 'ada@example.com', name: 'Ada Lovelace' }) }));
  server.use(organizationsHandler(orgs));
  const store = setupStore();
  await store.dispatch(loadOrganizations(null));
  const router = createMemoryRouter([{ path: '/wrap/keys', Component: KeysRoute }], { initialEntries: ['/wrap/keys'] });
  return { store, router, ...render(<App store={store} router={router} />) };
}
