/** Renders the time series screen in a memory router over a real store with the portal slices it reads. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice, { appSelected } from '@/portal/core/organizationsSlice';
import searchSchemaSlice from '@/portal/core/searchSchemaSlice';
import { Component as TimeSeries } from '@/portal/features/timeSeries/route';
import timeSeriesSlice from '@/portal/features/timeSeries/timeSeriesSlice';
import { storeSignedInSession } from '../../../support/factories';
import { ADA_ORG } from '../../../support/handlers/organizations';

/** Ada's org with the Orders API in Paris time, weeks starting on Monday. */
export const PARIS_ORG: PortalOrganization = {
  ...ADA_ORG,
  apps: [{ ...ADA_ORG.apps[0], time_zone: 'Europe/Paris', week_starts_on: 1 }, ADA_ORG.apps[1]],
};

/** The location the screen navigated to, for URL assertions. */
export const lastLocation: { search: string } = { search: '' };

/** The router's Back, for history assertions (set while the screen is rendered). */
export const history: { back: () => void } = { back: () => undefined };

function LocationProbe() {
  lastLocation.search = useLocation().search;
  const navigate = useNavigate();
  history.back = () => {
    void navigate(-1);
  };
  return null;
}

/** A store with organizations loaded and o1 / a1 selected. */
export function timeSeriesStore(orgs: PortalOrganization[] = [PARIS_ORG]) {
  appReducer.inject(organizationsSlice);
  appReducer.inject(timeSeriesSlice);
  appReducer.inject(searchSchemaSlice);
  const store = setupStore();
  store.dispatch({ type: loadOrganizations.SUCCESS, payload: orgs, headers: {}, meta: { args: [null] } });
  store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
  return store;
}

/** Renders /timeseries (with an optional query string). */
export function renderTimeSeries(search = '', store = timeSeriesStore()) {
  storeSignedInSession();
  const rendered = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/timeseries${search}`]}>
        <Routes>
          <Route
            path="/timeseries"
            element={
              <>
                <LocationProbe />
                <TimeSeries />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...rendered };
}
