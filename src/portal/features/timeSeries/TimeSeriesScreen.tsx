import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { loadSearchSchema } from '@/portal/core/searchSchemaActions';
import { selectEventSchemaFields } from '@/portal/core/searchSchemaSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { validateQueryModel, type QueryModel } from '@/portal/shared/queryModel';
import { AccessViaApi, MetricPicker, RangePicker } from '@/portal/shared/queryControls';
import { CompareStatus } from './CompareStatus';
import { SeriesView } from './SeriesView';
import { loadTimeSeries } from './timeSeriesActions';
import { buildSeries, isEmptySeries, seriesRequest, viewFromSearch } from './timeSeriesRules';
import { selectTimeSeriesState } from './timeSeriesSlice';
import { GroupByInput } from './GroupByInput';
import { usePreviousPeriod } from './usePreviousPeriod';
import { editModel, readViewSettings, resetZoom, viewSearchParams, zoomTo, type View } from './viewRules';
import { ViewTools } from './ViewTools';
import { WindowForm } from './WindowForm';
import './TimeSeriesScreen.css';

/**
 * The time series (/wrap/app/{org}-{app}/timeseries): metrics of the app's events over time, one line per metric and
 * group, the URL's query model, a legend toggling lines, compare to previous period, drag-to-zoom (and a typed
 * window) with Reset zoom, the data table and its CSV, Access via API.
 */
function TimeSeriesScreen() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectSelectedApp);
  const orgId = current?.org.id;
  const appId = current?.app.id;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const model = useMemo(() => viewFromSearch(search, current?.app), [search, current?.app]);
  const settings = useMemo(() => readViewSettings(search), [search]);
  const view: View = useMemo(() => ({ model, settings }), [model, settings]);
  const issues = useMemo(() => validateQueryModel(model), [model]);
  const request = useMemo(() => (issues.length === 0 ? seriesRequest(model) : null), [model, issues]);
  const state = useAppSelector(selectTimeSeriesState);
  const fields = useAppSelector((s) => (orgId && appId ? selectEventSchemaFields(s, orgId, appId) : []));
  const suggestions = useMemo(() => fields.map((field) => field.name), [fields]);

  const reload = useCallback(() => {
    if (orgId && appId && request) void dispatch(loadTimeSeries(orgId, appId, request));
  }, [dispatch, orgId, appId, request]);
  useEffect(() => reload(), [reload]);
  useEffect(() => {
    if (orgId && appId) void dispatch(loadSearchSchema(orgId, appId));
  }, [dispatch, orgId, appId]);
  useEffect(() => {
    document.title = 'Time series — Apiscope';
  }, []);

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
  const show = (next: View) => setSearchParams(viewSearchParams(next));
  const setModel = (next: QueryModel) => show(editModel(view, next));
  const zoom = (fromMs: number, toMs: number) => {
    const next = zoomTo(view, fromMs, toMs);
    if (next) show(next);
  };

  let body;
  if (issues.length > 0) {
    body = (
      <PortalStatus kind="error" title="This view cannot be shown" message={issues.map((issue) => issue.message).join(' ')} />
    );
  } else if (state.status === 'failed') {
    body = (
      <PortalStatus kind="error" title="The time series could not be loaded" message={state.error?.message}>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </PortalStatus>
    );
  } else if (isPending(state) || !state.aggregations) {
    body = <PortalStatus kind="loading" title="Loading the time series…" />;
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
          onZoom={zoom}
        />
      </>
    );
  }

  return (
    <section className="time-series" aria-labelledby="time-series-title">
      <div className="portal-page__header">
        <div>
          <p className="portal-page__eyebrow">{current.app.name}</p>
          <h1 id="time-series-title" className="portal-page__title">
            Time series
          </h1>
        </div>
        <div className="time-series__tools">
          <RangePicker value={model.range} onChange={(range) => setModel({ ...model, range })} />
          <Button variant="secondary" onClick={reload} disabled={!request}>
            Refresh
          </Button>
        </div>
      </div>
      <div className="time-series__controls">
        <MetricPicker metrics={model.metrics} onChange={(metrics) => setModel({ ...model, metrics })} />
        <GroupByInput
          value={model.groupBy[0]}
          suggestions={suggestions}
          onChange={(group) => setModel({ ...model, groupBy: group ? [group, ...model.groupBy.slice(1)] : [] })}
        />
      </div>
      <div className="time-series__view-bar">
        <ViewTools
          view={view}
          onCompareChange={(compare) => show({ model, settings: { ...settings, compare } })}
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
