/**
 * Renders an app-scoped portal screen (an analysis screen) in a memory router over a real store with the portal
 * slices it reads, an organization loaded and o1 / a1 selected; records where the screen navigates.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore, type AppStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice, { appSelected } from '@/portal/core/organizationsSlice';
import searchSchemaSlice from '@/portal/core/searchSchemaSlice';
import { storeSignedInSession } from './factories';
import { ADA_ORG } from './handlers/organizations';

/** The location the screen navigated to, for URL assertions. */
export const lastLocation: { pathname: string; search: string } = { pathname: '', search: '' };

/** The router's Back, for history assertions (set while a screen is rendered). */
export const history: { back: () => void } = { back: () => undefined };

function LocationProbe() {
  const location = useLocation();
  lastLocation.pathname = location.pathname;
  lastLocation.search = location.search;
  const navigate = useNavigate();
  history.back = () => {
    void navigate(-1);
  };
  return null;
}

/**
 * A store with the organizations and search schema slices, `orgs` loaded and o1 / a1 selected. The screen's own
 * slices are injected by its harness (`appReducer.inject(slice)`), as its route chunk does.
 */
export function selectedAppStore(orgs: PortalOrganization[] = [ADA_ORG]): AppStore {
  appReducer.inject(organizationsSlice);
  appReducer.inject(searchSchemaSlice);
  const store = setupStore();
  store.dispatch({ type: loadOrganizations.SUCCESS, payload: orgs, headers: {}, meta: { args: [null] } });
  store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
  return store;
}

/** Where {@link renderSelectedAppScreen} mounts the screen, and what answers other paths. */
export interface ScreenRoute {
  /** The screen's path, e.g. '/geo'. */
  path: string;
  /** The query string to open it with ('' or '?…'). */
  search?: string;
  /** Other routes (e.g. a link's target) as path → element. */
  others?: Readonly<Record<string, ReactElement>>;
}

/** Signs in and renders `screen` at its path over `store`. */
export function renderSelectedAppScreen(screen: ReactElement, store: AppStore, { path, search = '', others = {} }: ScreenRoute) {
  storeSignedInSession();
  const rendered = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${path}${search}`]}>
        <LocationProbe />
        <Routes>
          <Route path={path} element={screen} />
          {Object.entries(others).map(([otherPath, element]) => (
            <Route key={otherPath} path={otherPath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...rendered };
}
