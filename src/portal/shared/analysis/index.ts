/**
 * The frame every analysis screen shares: the selected app with its search schema (`useAnalysisApp`), the view kept
 * in the URL (`useViewFromUrl`), the head with range picker and Refresh (`AnalysisHeader`) and the invalid-view and
 * failed-load states (`ViewIssuesStatus`, `LoadFailedStatus`).
 */

export { AnalysisHeader, type AnalysisHeaderProps } from './AnalysisHeader';
export { LoadFailedStatus, ViewIssuesStatus } from './AnalysisStatus';
export { useAnalysisApp } from './useAnalysisApp';
export { useViewFromUrl, type UrlView, type UrlViewCodec } from './useViewFromUrl';
