import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isDemoOrganization } from '@/portal/core/organizationsRules';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { AnalysisHeader, useViewFromUrl, ViewIssuesStatus, type UrlViewCodec } from '@/portal/shared/analysis';
import { emptyFilterGroup, validateQueryModel, type DateRange, type FilterGroup, type QueryModel } from '@/portal/shared/queryModel';
import { loadAppEventTotal } from './appDashboardActions';
import { selectEventTotal } from './appDashboardSlice';
import { LatencyTile, TrafficTile } from './ChartTiles';
import { DashboardAccessViaApi } from './DashboardAccessViaApi';
import { DashboardFilters } from './DashboardFilters';
import { dashboardRequests } from './dashboardRequests';
import { dashboardModel, dashboardSearchParams, hasFilters, rangeWords } from './dashboardViewRules';
import { readKeyNumbers } from './keyNumbersRules';
import { KeyNumbersTile } from './KeyNumbersTile';
import { NoDataPanel } from './NoDataPanel';
import { dataPresence, emptyNotice } from './noDataRules';
import { NoMatchPanel } from './NoMatchPanel';
import { TileFiltersProvider } from './tileFilters';
import { TopEndpointsTile, TopErrorsTile, TopValuesTile } from './TopListTiles';
import { useDashboardTile } from './useDashboardTile';
import './AppDashboardScreen.css';

/** The dashboard's view in the URL: its range and filters. */
const DASHBOARD_VIEW: UrlViewCodec<QueryModel> = { read: dashboardModel, write: dashboardSearchParams };

/**
 * The app's dashboard (/wrap/app/{org}-{app}/dash): key numbers against the previous period, traffic and latency
 * over time, top endpoints, errors, users and companies over the URL's range (default the last 24 hours) and filters
 * (default all events). Every tile is its own request with its own states, links into the time series or the event
 * log with the same window and filters, and shows its request as a curl command under "Access via API".
 */
function AppDashboardScreen() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectSelectedApp);
  const orgId = current?.org.id ?? '';
  const appId = current?.app.id ?? '';
  const { view: model, show } = useViewFromUrl(DASHBOARD_VIEW, current?.app);
  const issues = useMemo(() => validateQueryModel(model), [model]);
  const filtered = hasFilters(model);
  const [generation, setGeneration] = useState(0);

  const hasApp = current !== null;
  const requests = useMemo(() => (hasApp && issues.length === 0 ? dashboardRequests(model) : null), [hasApp, issues, model]);
  const keyTile = useDashboardTile(orgId, appId, requests?.keyNumbers ?? null, generation);
  const rangeCalls = keyTile.entry?.status === 'loaded' ? readKeyNumbers(keyTile.entry.aggregations).current.calls : null;
  const total = useAppSelector((state) => (current ? selectEventTotal(state, orgId, appId) : undefined));
  const presence = dataPresence(rangeCalls, total);
  const notice = emptyNotice(presence, rangeCalls, filtered);

  // A range without calls: ask once per Refresh whether the app has any data at all (filters or not).
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

  const tileFilters = useMemo(() => ({ filtered, clearFilters: () => show({ ...model, filters: emptyFilterGroup() }) }), [filtered, show, model]);

  if (!current) return null;
  const setRange = (range: DateRange) => show({ ...model, range });
  const setFilters = (filters: FilterGroup) => show({ ...model, filters });
  const rangeText = rangeWords(model.range, model.timeZone);
  const tileProps = { orgId, appId, model, generation, rangeText };
  return (
    <section className="app-dashboard" aria-labelledby="app-dashboard-title">
      <AnalysisHeader
        titleId="app-dashboard-title"
        title={current.app.name}
        eyebrow={current.org.name}
        range={model.range}
        onRangeChange={setRange}
        timeZone={model.timeZone}
        onRefresh={() => setGeneration((n) => n + 1)}
      />
      <DashboardFilters orgId={orgId} appId={appId} filters={model.filters} filtered={filtered} onChange={setFilters} />
      {requests ? <DashboardAccessViaApi orgId={orgId} appId={appId} requests={requests} /> : null}
      {notice === 'no-data' ? <NoDataPanel canSetUp={!isDemoOrganization(current.org)} /> : null}
      {notice === 'no-match' ? <NoMatchPanel rangeText={rangeText} onClearFilters={tileFilters.clearFilters} /> : null}
      {!requests ? (
        <ViewIssuesStatus issues={issues} />
      ) : (
        <TileFiltersProvider value={tileFilters}>
          <div className="app-dashboard__grid">
            <KeyNumbersTile orgId={orgId} appId={appId} model={model} entry={keyTile.entry} onRetry={keyTile.retry} checking={presence === 'checking'} />
            <TrafficTile {...tileProps} request={requests.traffic} />
            <LatencyTile {...tileProps} request={requests.latency} />
            <TopEndpointsTile {...tileProps} request={requests.endpoints} />
            <TopErrorsTile {...tileProps} request={requests.errors} />
            <TopValuesTile which="users" {...tileProps} request={requests.users} />
            <TopValuesTile which="companies" {...tileProps} request={requests.companies} />
          </div>
        </TileFiltersProvider>
      )}
    </section>
  );
}

/** Lazy route module of /wrap/app/{org}-{app}/dash. */
export const Component = AppDashboardScreen;
