/** Renders the segmentation screen in a memory router over a real store with the portal slices it reads. */
import { appReducer } from '@/app/store/rootReducer';
import { Component as Segmentation } from '@/portal/features/segmentation/route';
import segmentationSlice from '@/portal/features/segmentation/segmentationSlice';
import { renderSelectedAppScreen, selectedAppStore } from '../../../support/selectedAppScreen';

export { lastLocation } from '../../../support/selectedAppScreen';

appReducer.inject(segmentationSlice);

/** Renders /segmentation (with an optional query string) with Ada's org o1 / a1 selected. */
export function renderSegmentation(search = '') {
  return renderSelectedAppScreen(<Segmentation />, selectedAppStore(), {
    path: '/segmentation',
    search,
    others: { '*': <p>Another screen</p> },
  });
}
