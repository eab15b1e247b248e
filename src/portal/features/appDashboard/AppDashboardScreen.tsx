import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isDemoOrganization } from '@/portal/core/organizationsRules';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { AnalysisHeader, useViewFromUrl, type UrlViewCodec } from '@/portal/shared/analysis';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { validateQueryModel, type DateRange, type QueryModel } from '@/portal/shared/queryModel';
import { loadAppEventTotal } from './appDashboardActions';
import { selectEventTotal } from './appDashboardSlice';
import { LatencyTile, TrafficTile } from './ChartTiles';
import { dashboardModel, rangeParam, rangeWords } from './dashboardViewRules';
import { keyNumbersRequest, readKeyNumbers } from './keyNumbersRules';
import { KeyNumbersTile } from './KeyNumbersTile';
import { NoDataPanel } from './NoDataPanel';
import { dataPresence } from './noDataRules';
import { TopEndpointsTile, TopErrorsTile, TopValuesTile } from './TopListTiles';
import { useDashboardTile } from './useDashboardTile';
import './AppDashboardScreen.css';

/** The dashboard's view in the URL: only its range. */
const DASHBOARD_VIEW: UrlViewCodec<QueryModel> = {
  read: dashboardModel,
  write: (model) => new URLSearchParams({ range: rangeParam(model.range) }),
};

/**
 * The app's dashboard (/wrap/app/{org}-{app}/dash): key numbers against the previous period, traffic and latency
 * over time, top endpoints, errors, users and companies over the URL's range (default the last 24 hours). Every tile
 * is its own request with its own states and links into the time series or the event log with the same window.
 */
function AppDashboardScreen() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectSelectedApp);
  const orgId = current?.org.id ?? '';
  const appId = current?.app.id ?? '';
  const { view: model, show } = useViewFromUrl(DASHBOARD_VIEW, current?.app);
  const issues = useMemo(() => validateQueryModel(model), [model]);
  const [generation, setGeneration] = useState(0);

  const hasApp = current !== null;
  const keyRequest = useMemo(() => (hasApp && issues.length === 0 ? keyNumbersRequest(model) : null), [hasApp, issues, model]);
  const keyTile = useDashboardTile(orgId, appId, keyRequest, generation);
  const rangeCalls = keyTile.entry?.status === 'loaded' ? readKeyNumbers(keyTile.entry.aggregations).current.calls : null;
  const total = useAppSelector((state) => (current ? selectEventTotal(state, orgId, appId) : undefined));
  const presence = dataPresence(rangeCalls, total);

  // A range without calls: ask once per Refresh whether the app has any data at all.
  const checkedAt = useRef<string | null>(null);
  useEffect(() => {
    const check = `${orgId}/${appId}/${generation}`;
    if (!current || rangeCalls !== 0 || checkedAt.current === check) return;
    checkedAt.current = check;
    void dispatch(loadAppEventTotal(orgId, appId));
  }, [dispatch, current, orgId, appId, rangeCalls, generation]);

  const appName = current?.app.name;
  useEffect(() => {
    if (appName) document.title = `${appName} — Apiscope`;
  }, [appName]);

  if (!current) return null;
  const setRange = (range: DateRange) => show({ ...model, range });
  const tileProps = { orgId, appId, model, generation, rangeText: rangeWords(model.range) };
  return (
    <section className="app-dashboard" aria-labelledby="app-dashboard-title">
      <AnalysisHeader
        titleId="app-dashboard-title"
        title={current.app.name}
        eyebrow={current.org.name}
        range={model.range}
        onRangeChange={setRange}
        onRefresh={() => setGeneration((n) => n + 1)}
      />
      {presence === 'none' ? <NoDataPanel canSetUp={!isDemoOrganization(current.org)} /> : null}
      {issues.length > 0 ? (
        <PortalStatus kind="error" title="This range cannot be shown" message={issues.map((issue) => issue.message).join(' ')} />
      ) : (
        <div className="app-dashboard__grid">
          <KeyNumbersTile orgId={orgId} appId={appId} model={model} entry={keyTile.entry} onRetry={keyTile.retry} checking={presence === 'checking'} />
          <TrafficTile {...tileProps} />
          <LatencyTile {...tileProps} />
          <TopEndpointsTile {...tileProps} />
          <TopErrorsTile {...tileProps} />
          <TopValuesTile which="users" {...tileProps} />
          <TopValuesTile which="companies" {...tileProps} />
        </div>
      )}
    </section>
  );
}

/** Lazy route module of /wrap/app/{org}-{app}/dash. */
export const Component = AppDashboardScreen;
