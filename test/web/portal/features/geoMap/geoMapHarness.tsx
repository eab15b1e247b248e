/** Renders the geo map screen in a memory router over a real store with the portal slices it reads. */
import { appReducer } from '@/app/store/rootReducer';
import { Component as GeoMap } from '@/portal/features/geoMap/route';
import geoMapSlice from '@/portal/features/geoMap/geoMapSlice';
import { renderSelectedAppScreen, selectedAppStore } from '../../../support/selectedAppScreen';

export { lastLocation } from '../../../support/selectedAppScreen';

appReducer.inject(geoMapSlice);

/** A store with Ada's organizations loaded and o1 / a1 selected. */
export const geoMapStore = () => selectedAppStore();

/** Renders /geo (with an optional query string); the event log route answers with an empty page for link checks. */
export function renderGeoMap(search = '', store = geoMapStore()) {
  return renderSelectedAppScreen(<GeoMap />, store, { path: '/geo', search, others: { '/wrap/app/:slug/events': <p>Event log</p> } });
}
