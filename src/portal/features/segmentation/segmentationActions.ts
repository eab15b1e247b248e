/** The segmentation screen's call (a read: silent, its failure shows in place). */
import { requestSearchEvents } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import type { SegmentRequest } from './segmentationRules';

/** Runs the aggregation search of a view (`size: 0`, metrics and the nested group-bys). */
export const loadSegmentation = createApiCall('segmentation/load', (orgId: string, appId: string, request: SegmentRequest) =>
  requestSearchEvents(orgId, appId, request.params, request.body, { silent: true }));
