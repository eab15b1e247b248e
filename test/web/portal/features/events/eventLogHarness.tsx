/** Renders the event log in a memory router over a real store with the portal slices it reads. */
import { eventsPath } from '@/app/paths';
import { appReducer } from '@/app/store/rootReducer';
import type { PortalOrganization } from '@/api/portal';
import eventsSlice from '@/portal/features/events/eventsSlice';
import tableViewConfigSlice from '@/portal/features/events/tableViewConfigSlice';
import liveTailSlice from '@/portal/features/events/liveTailSlice';
import selectedEventsSlice from '@/portal/features/events/selectedEventsSlice';
import { Component as EventLog } from '@/portal/features/events/route';
import { ADA_ORG } from '../../../support/handlers/organizations';
import { renderSelectedAppScreen, selectedAppStore } from '../../../support/selectedAppScreen';

export { stubLayoutApis } from '../../../support/layoutStubs';
export { lastLocation } from '../../../support/selectedAppScreen';

appReducer.inject(eventsSlice);
appReducer.inject(tableViewConfigSlice);
appReducer.inject(liveTailSlice);
appReducer.inject(selectedEventsSlice);

/** Ada's org with the Orders API in Paris time. */
export const PARIS_ORG: PortalOrganization = {
  ...ADA_ORG,
  apps: [{ ...ADA_ORG.apps[0], time_zone: 'Europe/Paris' }, ADA_ORG.apps[1]],
};

/** A store with organizations loaded and o1 / a1 selected. */
export const eventLogStore = (orgs: PortalOrganization[] = [PARIS_ORG]) => selectedAppStore(orgs);

/** Renders the event log of o1 / a1 at its real path (links to it stay on it), with an optional query string. */
export function renderEventLog(search = '', store = eventLogStore()) {
  return renderSelectedAppScreen(<EventLog />, store, { path: eventsPath('o1', 'a1'), search });
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
