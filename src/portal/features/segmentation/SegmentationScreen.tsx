import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { selectEventSchemaFields } from '@/portal/core/searchSchemaSlice';
import { AnalysisHeader, LoadFailedStatus, QueryLoadingStatus, useAnalysisApp, useViewFromUrl, ViewIssuesStatus, type UrlViewCodec } from '@/portal/shared/analysis';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { GroupLevels } from '@/portal/shared/groupLevels';
import { AccessViaApi, FilterBar, fieldOptions, metricName, MetricPicker } from '@/portal/shared/queryControls';
import { metricLetter, toSearchParams, validateQueryModel, type QueryModel } from '@/portal/shared/queryModel';
import { NewOnlyToggles } from './NewOnlyToggles';
import { SegmentResults } from './SegmentResults';
import { loadSegmentation } from './segmentationActions';
import { buildSegments, nextSort, segmentRequest, sortFromParam, sortParam, viewFromSearch, type SortColumn } from './segmentationRules';
import { selectSegmentationState } from './segmentationSlice';
import './SegmentationScreen.css';

/** What to try when the server refuses a view as too broad. */
const NARROW_HINT = 'Narrow the view: choose a shorter range, fewer levels, fewer top values or a wider histogram bucket, or add filters.';

/** The segmentation's query model in the URL. */
const SEGMENTATION_VIEW: UrlViewCodec<QueryModel> = { read: viewFromSearch, write: toSearchParams };
/** The table's order is in the URL too, but it is no part of the search: a new order must not search again. */
const OUTSIDE_THE_VIEW = ['sort'];

/**
 * Segmentation (/wrap/app/{org}-{app}/segmentation): the app's events split by one to three group-by levels, ranked
 * as bars and as a nested, sortable table with each segment's metrics and share, CSV export, links into the event log
 * and Access via API. Every setting is in the URL.
 */
function SegmentationScreen() {
  const dispatch = useAppDispatch();
  const { current, orgId, appId } = useAnalysisApp('Segmentation');
  const { view: model, show, searchParams } = useViewFromUrl(SEGMENTATION_VIEW, current?.app, OUTSIDE_THE_VIEW);
  const sortText = searchParams.get('sort');
  const sort = useMemo(() => sortFromParam(sortText, model.metrics.length), [sortText, model.metrics.length]);
  const issues = useMemo(() => validateQueryModel(model, { timeSeries: false }), [model]);
  const request = useMemo(() => (issues.length === 0 ? segmentRequest(model) : null), [model, issues]);
  const state = useAppSelector(selectSegmentationState);
  const schemaFields = useAppSelector((s) => (orgId && appId ? selectEventSchemaFields(s, orgId, appId) : []));
  const options = useMemo(() => fieldOptions(schemaFields), [schemaFields]);
  const metricNames = useMemo(() => model.metrics.map((m, i) => `${metricLetter(i)}: ${metricName(m)}`), [model.metrics]);

  const reload = useCallback(() => {
    if (orgId && appId && request) void dispatch(loadSegmentation(orgId, appId, request));
  }, [dispatch, orgId, appId, request]);
  useEffect(() => reload(), [reload]);

  const rows = useMemo(() => buildSegments(state.aggregations, model), [state.aggregations, model]);

  if (!current || !orgId || !appId) return null;
  const setView = (next: QueryModel, nextSortParam = sortParam(sort)) =>
    show(next, nextSortParam && next.metrics.length === model.metrics.length ? { sort: nextSortParam } : {});
  const onSort = (column: SortColumn) => setView(model, sortParam(nextSort(sort, column)));

  let body;
  if (issues.length > 0) {
    body = <ViewIssuesStatus issues={issues} />;
  } else if (state.status === 'failed') {
    const refused = state.error?.status === 400;
    body = (
      <LoadFailedStatus
        title={refused ? 'The search API refused this view' : 'The segments could not be loaded'}
        message={refused ? `${state.error?.message ?? ''} ${NARROW_HINT}` : state.error?.message}
        onRetry={reload}
      />
    );
  } else if (isPending(state) || !state.aggregations) {
    body = <QueryLoadingStatus title="Loading the segments…" />;
  } else if (rows.length === 0) {
    body = <PortalStatus kind="empty" title="No events in these segments" message="Choose a longer range, other filters or other fields to group by." />;
  } else {
    body = <SegmentResults rows={rows} model={model} metricNames={metricNames} sort={sort} onSort={onSort} orgId={orgId} appId={appId} appName={current.app.name} />;
  }

  return (
    <section className="segmentation" aria-labelledby="segmentation-title">
      <AnalysisHeader
        titleId="segmentation-title"
        title="Segmentation"
        eyebrow={current.app.name}
        range={model.range}
        onRangeChange={(range) => setView({ ...model, range })}
        timeZone={model.timeZone}
        onRefresh={reload}
        refreshDisabled={!request}
      />
      <div className="segmentation__controls">
        <MetricPicker metrics={model.metrics} onChange={(metrics) => setView({ ...model, metrics }, null)} />
        <GroupLevels
          legend="Segments"
          levels={model.groupBy}
          options={options}
          interval={model.interval}
          onChange={(groupBy) => setView({ ...model, groupBy })}
          onIntervalChange={(interval) => setView({ ...model, interval })}
        />
        <NewOnlyToggles model={model} onChange={(next) => setView(next)} />
      </div>
      <FilterBar orgId={orgId} appId={appId} filters={model.filters} onChange={(filters) => setView({ ...model, filters })} />
      <AccessViaApi model={model} orgId={orgId} appId={appId} />
      {body}
    </section>
  );
}

export { SegmentationScreen as Component };
