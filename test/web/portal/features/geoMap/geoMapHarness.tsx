/** Renders the geo map screen in a memory router over a real store with the portal slices it reads. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice, { appSelected } from '@/portal/core/organizationsSlice';
import searchSchemaSlice from '@/portal/core/searchSchemaSlice';
import { Component as GeoMap } from '@/portal/features/geoMap/route';
import geoMapSlice from '@/portal/features/geoMap/geoMapSlice';
import { storeSignedInSession } from '../../../support/factories';
import { ADA_ORG } from '../../../support/handlers/organizations';

/** The location the screen navigated to, for URL assertions. */
export const lastLocation: { pathname: string; search: string } = { pathname: '', search: '' };

function LocationProbe() {
  const location = useLocation();
  lastLocation.pathname = location.pathname;
  lastLocation.search = location.search;
  return null;
}

/** A store with Ada's organizations loaded and o1 / a1 selected. */
export function geoMapStore() {
  appReducer.inject(organizationsSlice);
  appReducer.inject(geoMapSlice);
  appReducer.inject(searchSchemaSlice);
  const store = setupStore();
  store.dispatch({ type: loadOrganizations.SUCCESS, payload: [ADA_ORG], headers: {}, meta: { args: [null] } });
  store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
  return store;
}

/** Renders /geo (with an optional query string); the event log route answers with an empty page for link checks. */
export function renderGeoMap(search = '', store = geoMapStore()) {
  storeSignedInSession();
  const rendered = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/geo${search}`]}>
        <LocationProbe />
        <Routes>
          <Route path="/geo" element={<GeoMap />} />
          <Route path="/wrap/app/:slug/events" element={<p>Event log</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...rendered };
}
