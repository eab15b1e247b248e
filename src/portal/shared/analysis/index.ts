/**
 * The frame every analysis screen shares: the selected app with its search schema (`useAnalysisApp`), the view kept
 * in the URL (`useViewFromUrl`), the head with range picker and Refresh (`AnalysisHeader`) and the invalid-view,
 * failed-load and loading states (`ViewIssuesStatus`, `LoadFailedStatus`, `QueryLoadingStatus`).
 */

export { AnalysisHeader, type AnalysisHeaderProps } from './AnalysisHeader';
export { LoadFailedStatus, QueryLoadingStatus, SLOW_QUERY_S, ViewIssuesStatus } from './AnalysisStatus';
export { useAnalysisApp } from './useAnalysisApp';
export { useViewFromUrl, type UrlView, type UrlViewCodec } from './useViewFromUrl';
