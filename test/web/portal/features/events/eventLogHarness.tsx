/** Renders the event log in a memory router over a real store with the portal slices it reads. */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice, { appSelected } from '@/portal/core/organizationsSlice';
import searchSchemaSlice from '@/portal/core/searchSchemaSlice';
import eventsSlice from '@/portal/features/events/eventsSlice';
import tableViewConfigSlice from '@/portal/features/events/tableViewConfigSlice';
import liveTailSlice from '@/portal/features/events/liveTailSlice';
import selectedEventsSlice from '@/portal/features/events/selectedEventsSlice';
import { Component as EventLog } from '@/portal/features/events/route';
import { storeSignedInSession } from '../../../support/factories';
import { ADA_ORG } from '../../../support/handlers/organizations';

/** Ada's org with the Orders API in Paris time. */
export const PARIS_ORG: PortalOrganization = {
  ...ADA_ORG,
  apps: [{ ...ADA_ORG.apps[0], time_zone: 'Europe/Paris' }, ADA_ORG.apps[1]],
};

/** The location the screen navigated to, for URL assertions. */
export const lastLocation: { search: string } = { search: '' };

function LocationProbe() {
  lastLocation.search = useLocation().search;
  return null;
}

/** A store with organizations loaded and o1 / a1 selected. */
export function eventLogStore(orgs: PortalOrganization[] = [PARIS_ORG]) {
  appReducer.inject(organizationsSlice);
  appReducer.inject(eventsSlice);
  appReducer.inject(searchSchemaSlice);
  appReducer.inject(tableViewConfigSlice);
  appReducer.inject(liveTailSlice);
  appReducer.inject(selectedEventsSlice);
  const store = setupStore();
  store.dispatch({ type: loadOrganizations.SUCCESS, payload: orgs, headers: {}, meta: { args: [null] } });
  store.dispatch(appSelected({ orgId: 'o1', appId: 'a1' }));
  return store;
}

/** Renders /events (with an optional query string) in its own routes. */
export function renderEventLog(search = '', store = eventLogStore()) {
  storeSignedInSession();
  const rendered = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/events${search}`]}>
        <Routes>
          <Route
            path="/events"
            element={
              <>
                <LocationProbe />
                <EventLog />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...rendered };
}

/** Gives scroll containers a size so the virtualised list renders rows in jsdom. */
export function giveElementsASize(height = 800): () => void {
  const heightSpy = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  const widthSpy = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  return () => {
    heightSpy.mockRestore();
    widthSpy.mockRestore();
  };
}

/** What the field picker (cmdk) needs from a browser that jsdom lacks: ResizeObserver and scrollIntoView. */
export function stubLayoutApis(): () => void {
  const hadObserver = 'ResizeObserver' in window;
  const hadScroll = 'scrollIntoView' in Element.prototype;
  if (!hadObserver) {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  if (!hadScroll) Element.prototype.scrollIntoView = function scrollIntoView(): void {};
  return () => {
    if (!hadObserver) Reflect.deleteProperty(window, 'ResizeObserver');
    if (!hadScroll) Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  };
}
