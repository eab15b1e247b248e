import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PortalApp } from '@/api/portal';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { selectEventSchemaFields } from '@/portal/core/searchSchemaSlice';
import { AnalysisHeader, LoadFailedStatus, QueryLoadingStatus, useAnalysisApp, useViewFromUrl, ViewIssuesStatus, type UrlViewCodec } from '@/portal/shared/analysis';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { planHistogram, validateQueryModel, type QueryModel } from '@/portal/shared/queryModel';
import { GroupLevels } from '@/portal/shared/groupLevels';
import { AccessViaApi, FilterBar, fieldOptions, IntervalPicker, MetricPicker } from '@/portal/shared/queryControls';
import { CompareStatus } from './CompareStatus';
import { SeriesView } from './SeriesView';
import { warmTimeSeriesChart } from './TimeSeriesChart';
import { loadTimeSeries } from './timeSeriesActions';
import { buildSeries, isEmptySeries, seriesRequest, viewFromSearch } from './timeSeriesRules';
import { selectTimeSeriesState } from './timeSeriesSlice';
import { usePreviousPeriod } from './usePreviousPeriod';
import { editModel, readViewSettings, resetZoom, viewSearchParams, zoomTo, type View } from './viewRules';
import { ViewTools } from './ViewTools';
import { WindowForm } from './WindowForm';
import './TimeSeriesScreen.css';

/** How a time series may split its lines: by a field's top or bottom values, or a number's histogram (time is the axis). */
const LINE_MODES = ['top', 'bottom', 'histogram'] as const;

/** The time series view in the URL: the query model with the compare and zoom settings. */
const TIME_SERIES_VIEW: UrlViewCodec<View> = {
  read: (search: string, app: PortalApp | undefined) => ({ model: viewFromSearch(search, app), settings: readViewSettings(search) }),
  write: viewSearchParams,
};

/**
 * The time series (/wrap/app/{org}-{app}/timeseries): metrics of the app's events over time, one line per metric and
 * group, the URL's query model (metrics, group-by levels, interval, filter bar), line, area or bar chart, a legend
 * toggling lines, compare to previous period, drag-to-zoom (and a typed window) with Reset zoom, the data table and its CSV, Access via API.
 */
function TimeSeriesScreen() {
  const dispatch = useAppDispatch();
  const { current, orgId, appId } = useAnalysisApp('Time series');
  const { view, show } = useViewFromUrl(TIME_SERIES_VIEW, current?.app);
  const { model, settings } = view;
  const issues = useMemo(() => validateQueryModel(model), [model]);
  const request = useMemo(() => (issues.length === 0 ? seriesRequest(model) : null), [model, issues]);
  const state = useAppSelector(selectTimeSeriesState);
  const fields = useAppSelector((s) => (orgId && appId ? selectEventSchemaFields(s, orgId, appId) : []));
  const options = useMemo(() => fieldOptions(fields), [fields]);

  const reload = useCallback(() => {
    if (orgId && appId && request) void dispatch(loadTimeSeries(orgId, appId, request));
  }, [dispatch, orgId, appId, request]);
  useEffect(() => reload(), [reload]);
  // While the first query runs, the chart's code is run off screen so the first real chart draws warm.
  useEffect(() => warmTimeSeriesChart(), []);

  const ownSet = useMemo(() => buildSeries(state.aggregations, model, request?.histogram ?? null), [state.aggregations, model, request]);
  const previous = usePreviousPeriod(orgId, appId, model, ownSet, settings.compare && request !== null);
  const set = previous.set;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setHidden((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (!current || !orgId || !appId) return null;
  const setModel = (next: QueryModel) => show(editModel(view, next));
  const zoom = (fromMs: number, toMs: number) => {
    const next = zoomTo(view, fromMs, toMs);
    if (next) show(next);
  };

  let body;
  if (issues.length > 0) {
    body = <ViewIssuesStatus issues={issues} />;
  } else if (state.status === 'failed') {
    body = <LoadFailedStatus title="The time series could not be loaded" message={state.error?.message} onRetry={reload} />;
  } else if (isPending(state) || !state.aggregations) {
    body = <QueryLoadingStatus title="Loading the time series…" />;
  } else if (isEmptySeries(set)) {
    body = <PortalStatus kind="empty" title="No events in this range" message="Choose a longer range or other filters." />;
  } else {
    body = (
      <>
        <CompareStatus status={previous.status} onRetry={previous.retry} />
        <SeriesView
          set={set}
          hidden={hidden}
          onToggle={toggle}
          interval={request?.histogram?.interval ?? 'day'}
          timeZone={model.timeZone}
          appName={current.app.name}
          kind={settings.chart}
          onZoom={zoom}
        />
      </>
    );
  }

  return (
    <section className="time-series" aria-labelledby="time-series-title">
      <AnalysisHeader
        titleId="time-series-title"
        title="Time series"
        eyebrow={current.app.name}
        range={model.range}
        onRangeChange={(range) => setModel({ ...model, range })}
        timeZone={model.timeZone}
        onRefresh={reload}
        refreshDisabled={!request}
      />
      <div className="time-series__controls">
        <MetricPicker metrics={model.metrics} onChange={(metrics) => setModel({ ...model, metrics })} />
        <GroupLevels
          legend="Lines"
          levels={model.groupBy}
          options={options}
          modes={LINE_MODES}
          minLevels={0}
          interval={model.interval}
          onChange={(groupBy) => setModel({ ...model, groupBy })}
        />
        <IntervalPicker
          className="time-series__field"
          value={model.interval}
          resolved={planHistogram(model).interval}
          onChange={(interval) => setModel({ ...model, interval })}
        />
      </div>
      <FilterBar orgId={orgId} appId={appId} filters={model.filters} onChange={(filters) => setModel({ ...model, filters })} />
      <div className="time-series__view-bar">
        <ViewTools
          view={view}
          onCompareChange={(compare) => show({ model, settings: { ...settings, compare } })}
          onChartChange={(chart) => show({ model, settings: { ...settings, chart } })}
          onResetZoom={() => show(resetZoom(view))}
        />
        <WindowForm range={model.range} timeZone={model.timeZone} onApply={zoom} />
      </div>
      {body}
      <AccessViaApi model={model} orgId={orgId} appId={appId} timeSeries />
    </section>
  );
}

export { TimeSeriesScreen as Component };
