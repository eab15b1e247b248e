import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { isDemoOrganization } from '@/portal/core/organizationsRules';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { RangePicker } from '@/portal/shared/queryControls';
import { validateQueryModel, type DateRange } from '@/portal/shared/queryModel';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const model = useMemo(() => dashboardModel(search, current?.app), [search, current?.app]);
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
  const setRange = (range: DateRange) => setSearchParams({ range: rangeParam(range) });
  const tileProps = { orgId, appId, model, generation, rangeText: rangeWords(model.range) };
  return (
    <section className="app-dashboard" aria-labelledby="app-dashboard-title">
      <div className="portal-page__header">
        <div>
          <p className="portal-page__eyebrow">{current.org.name}</p>
          <h1 id="app-dashboard-title" className="portal-page__title">
            {current.app.name}
          </h1>
        </div>
        <div className="app-dashboard__tools">
          <RangePicker value={model.range} onChange={setRange} />
          <Button variant="secondary" onClick={() => setGeneration((n) => n + 1)}>
            Refresh
          </Button>
        </div>
      </div>
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
