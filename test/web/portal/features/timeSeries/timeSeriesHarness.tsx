/** Renders the time series screen in a memory router over a real store with the portal slices it reads. */
import { appReducer } from '@/app/store/rootReducer';
import type { PortalOrganization } from '@/api/portal';
import { Component as TimeSeries } from '@/portal/features/timeSeries/route';
import timeSeriesSlice from '@/portal/features/timeSeries/timeSeriesSlice';
import { ADA_ORG } from '../../../support/handlers/organizations';
import { renderSelectedAppScreen, selectedAppStore } from '../../../support/selectedAppScreen';

export { history, lastLocation } from '../../../support/selectedAppScreen';

appReducer.inject(timeSeriesSlice);

/** Ada's org with the Orders API in Paris time, weeks starting on Monday. */
export const PARIS_ORG: PortalOrganization = {
  ...ADA_ORG,
  apps: [{ ...ADA_ORG.apps[0], time_zone: 'Europe/Paris', week_starts_on: 1 }, ADA_ORG.apps[1]],
};

/** A store with organizations loaded and o1 / a1 selected. */
export const timeSeriesStore = (orgs: PortalOrganization[] = [PARIS_ORG]) => selectedAppStore(orgs);

/** Renders /timeseries (with an optional query string). */
export function renderTimeSeries(search = '', store = timeSeriesStore()) {
  return renderSelectedAppScreen(<TimeSeries />, store, { path: '/timeseries', search });
}
