/** Data, msw answers and the render helper of the onboarding tests. */
import { act, render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import type { SearchBody, SearchResponse } from '@/api/search';
import { Toasts } from '@/app/notifications/Toasts';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore, type AppStore } from '@/app/store/store';
import appTokensSlice from '@/portal/core/appTokensSlice';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import type { AppSelection } from '@/portal/core/organizationsRules';
import organizationsSlice from '@/portal/core/organizationsSlice';
import integrationsSlice from '@/portal/features/integrations/integrationsSlice';
import { Component as OnboardingRoute } from '@/portal/features/integrations/route';
import type { createRequestLog } from '../../../support/apiRecorder';
import type { ApiFailure } from '../../../support/handlers/failure';
import { ADA_ORG, DEMO_ORGANIZATION } from '../../../support/handlers/organizations';
import { searchCompaniesHandler, searchEventsHandler, searchResponse, searchUsersHandler } from '../../../support/handlers/search';

/** The user's own organization (Owner): the flow sets up its first app, o1 / a1 'Orders API'. */
export const OWN_ORG: PortalOrganization = ADA_ORG;
/** The read-only demo organization, with a second app to show that the first one is offered. */
export const DEMO_ORG: PortalOrganization = { ...DEMO_ORGANIZATION, apps: [...DEMO_ORGANIZATION.apps, { id: 'demographql', name: 'GraphQL' }] };

/** The answer of each check, by kind. */
export type CheckAnswers = Record<'event' | 'userId' | 'companyId' | 'user' | 'company', SearchResponse<unknown> | ApiFailure>;

/** Every check finds nothing. */
export const nothingYet = (): CheckAnswers => ({
  event: searchResponse(0, [], { actions: { doc_count: 0 } }),
  userId: searchResponse(0, [], { actions: { doc_count: 0 } }),
  companyId: searchResponse(0, [], { actions: { doc_count: 0 } }),
  user: searchResponse(0),
  company: searchResponse(0),
});

/** Which event check a search body is: events with a user id, with a company id, or all events. */
export function eventCheckOf(body: SearchBody): 'event' | 'userId' | 'companyId' {
  const field = (body.query as { exists?: { field?: string } } | undefined)?.exists?.field;
  return field === 'user_id' ? 'userId' : field === 'company_id' ? 'companyId' : 'event';
}

/** The search handlers of the integration check, answering from `answers.current` (tests change it between rounds). */
export function checkHandlers(answers: { current: CheckAnswers }, log?: ReturnType<typeof createRequestLog>): HttpHandler[] {
  return [
    searchEventsHandler(({ body }) => answers.current[eventCheckOf(body)], log),
    searchUsersHandler(() => answers.current.user, log),
    searchCompaniesHandler(() => answers.current.company, log),
  ];
}

function DashboardStub() {
  const { appSlug } = useParams();
  return <h1>Dashboard of {appSlug}</h1>;
}

/**
 * Renders the onboarding route at `path` in a memory router and a fresh store with the portal slices it reads, then
 * loads the organizations as the portal shell does (with `saved` as the stored recent app).
 */
export function renderOnboarding(path = '/wrap?onboard=true', { saved = null, store }: { saved?: AppSelection | null; store?: AppStore } = {}) {
  appReducer.inject(organizationsSlice);
  appReducer.inject(appTokensSlice);
  appReducer.inject(integrationsSlice);
  const usedStore = store ?? setupStore();
  const router = createMemoryRouter(
    [
      { path: '/wrap', Component: OnboardingRoute },
      { path: '/wrap/basic', Component: OnboardingRoute },
      { path: '/wrap/apps', element: <h1>Organizations and apps</h1> },
      { path: '/wrap/app/:appSlug/dash', Component: DashboardStub },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Provider store={usedStore}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>,
  );
  act(() => {
    void usedStore.dispatch(loadOrganizations(saved));
  });
  return { store: usedStore, router, ...result };
}
