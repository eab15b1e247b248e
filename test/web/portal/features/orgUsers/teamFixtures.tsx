/** Renders the team screen at /wrap/team in a fresh store, signed in as Ada, with the organizations loaded. */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { App } from '@/app/App';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice from '@/portal/core/organizationsSlice';
import { Component as TeamRoute } from '@/portal/features/orgUsers/route';
import orgUsersSlice from '@/portal/features/orgUsers/orgUsersSlice';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, DEMO_ORGANIZATION, organizationsHandler } from '../../../support/handlers/organizations';

// Until portalSlices.ts injects them with the /wrap chunk, the test does.
appReducer.inject(organizationsSlice);
appReducer.inject(orgUsersSlice);

/** The signed-in user: Ada, Owner of Ada Industries. */
export const ADA = makeProfile({ user_id: 'email|u1', email: 'ada@example.com', name: 'Ada Lovelace' });

/** Signs Ada in, loads the organizations and renders the team screen. */
export async function renderTeam(orgs: PortalOrganization[] = [ADA_ORG, DEMO_ORGANIZATION]) {
  storeSignedInSession(makeSession({ profile: ADA }));
  server.use(organizationsHandler(orgs));
  const store = setupStore();
  await store.dispatch(loadOrganizations(null));
  const router = createMemoryRouter([
    { path: '/wrap/team', Component: TeamRoute },
    { path: '/wrap', element: <p>Portal home</p> },
  ], { initialEntries: ['/wrap/team'] });
  return { store, router, ...render(<App store={store} router={router} />) };
}
