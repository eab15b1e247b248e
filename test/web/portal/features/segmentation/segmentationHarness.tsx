/** Renders the segmentation screen in a memory router over a real store with the portal slices it reads. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice, { appSelected } from '@/portal/core/organizationsSlice';
import searchSchemaSlice from '@/portal/core/searchSchemaSlice';
import { Component as Segmentation } from '@/portal/features/segmentation/route';
import segmentationSlice from '@/portal/features/segmentation/segmentationSlice';
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

/** Renders /segmentation (with an optional query string) with Ada's org o1 / a1 selected. */
export function renderSegmentation(search = '') {
  appReducer.inject(organizationsSlice);
  appReducer.inject(segmentationSlice);
  appReducer.inject(searchSchemaSlice);
  const store = setupStore();
  store.dispatch({ type: loadOrganizations.SUCCESS, payload: [ADA_ORG], headers: {}, meta: { args: [null] } });
  store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
  storeSignedInSession();
  const rendered = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/segmentation${search}`]}>
        <LocationProbe />
        <Routes>
          <Route path="/segmentation" element={<Segmentation />} />
          <Route path="*" element={<p>Another screen</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...rendered };
}
