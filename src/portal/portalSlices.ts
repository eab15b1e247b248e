/**
 * The portal's slices, injected into the store with the /wrap chunk so no marketing page loads portal code.
 * Adding a data area is one line here (and one route in routes.tsx).
 */
import { appReducer } from '@/app/store/rootReducer';
import appTokensSlice from './core/appTokensSlice';
import searchSchemaSlice from './core/searchSchemaSlice';
import organizationsSlice from './core/organizationsSlice';
import orgSubscriptionsSlice from './core/orgSubscriptionsSlice';
import appDashboardSlice from './features/appDashboard/appDashboardSlice';
import eventsSlice from './features/events/eventsSlice';
import tableViewConfigSlice from './features/events/tableViewConfigSlice';
import liveTailSlice from './features/events/liveTailSlice';
import selectedEventsSlice from './features/events/selectedEventsSlice';
import tracesSlice from './features/events/tracesSlice';
import integrationsSlice from './features/integrations/integrationsSlice';
import orgEventCountsSlice from './features/orgEventCounts/orgEventCountsSlice';
import orgUsersSlice from './features/orgUsers/orgUsersSlice';
import apiKeysSlice from './features/apiKeys/apiKeysSlice';
import auditLogSlice from './features/auditLog/auditLogSlice';
import dataRetentionSlice from './features/orgSettings/dataRetentionSlice';
import sessionsSlice from './features/profile/sessionsSlice';
import mfaSlice from './features/profile/mfaSlice';
import plansSlice from './features/subscriptions/plansSlice';
import subscriptionsSlice from './features/subscriptions/subscriptionsSlice';
import timeSeriesSlice from './features/timeSeries/timeSeriesSlice';
import segmentationSlice from './features/segmentation/segmentationSlice';
import geoMapSlice from './features/geoMap/geoMapSlice';
import appConfigSlice from './features/appSettings/appConfigSlice';
import endpointEncodingSlice from './features/appSettings/endpointEncodingSlice';

/** Injects every portal slice (idempotent: a slice already injected stays as it is). */
export function injectPortalSlices(): void {
  appReducer.inject(organizationsSlice);
  appReducer.inject(appTokensSlice);
  appReducer.inject(searchSchemaSlice);
  appReducer.inject(orgSubscriptionsSlice);
  appReducer.inject(appDashboardSlice);
  appReducer.inject(eventsSlice);
  appReducer.inject(tableViewConfigSlice);
  appReducer.inject(liveTailSlice);
  appReducer.inject(selectedEventsSlice);
  appReducer.inject(tracesSlice);
  appReducer.inject(timeSeriesSlice);
  appReducer.inject(segmentationSlice);
  appReducer.inject(geoMapSlice);
  appReducer.inject(integrationsSlice);
  appReducer.inject(orgEventCountsSlice);
  appReducer.inject(subscriptionsSlice);
  appReducer.inject(plansSlice);
  appReducer.inject(sessionsSlice);
  appReducer.inject(mfaSlice);
  appReducer.inject(orgUsersSlice);
  appReducer.inject(appConfigSlice);
  appReducer.inject(endpointEncodingSlice);
  appReducer.inject(apiKeysSlice);
  appReducer.inject(auditLogSlice);
  appReducer.inject(dataRetentionSlice);
}
