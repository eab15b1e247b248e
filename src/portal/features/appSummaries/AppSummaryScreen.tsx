import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { onboardingPath } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { isDemoOrganization } from '@/portal/core/organizationsRules';
import { loadAppSummary } from './appSummariesActions';
import { SUMMARY_WINDOWS, summaryKey } from './appSummariesRules';
import { SummaryWindowCard } from './SummaryWindowCard';
import './AppSummaryScreen.css';

/**
 * The app's landing screen (/wrap/app/{org}-{app}/dash): its key numbers for the last 24 hours and 30 days, from
 * the search API. An app without data says how to send some.
 */
function AppSummaryScreen() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectSelectedApp);
  const orgId = current?.org.id;
  const appId = current?.app.id;
  const month = useAppSelector((state) => (orgId && appId ? state.appSummaries?.[summaryKey(orgId, appId, 'month')] : undefined));

  const refresh = useCallback(() => {
    if (!orgId || !appId) return;
    SUMMARY_WINDOWS.forEach((window) => void dispatch(loadAppSummary(orgId, appId, window)));
  }, [dispatch, orgId, appId]);
  useEffect(() => refresh(), [refresh]);
  const appName = current?.app.name;
  useEffect(() => {
    if (appName) document.title = `${appName} — Apiscope`;
  }, [appName]);

  if (!current || !orgId || !appId) return null;
  const noData = month?.status === 'loaded' && month.summary?.calls === 0;
  return (
    <section className="app-summary" aria-labelledby="app-summary-title">
      <div className="portal-page__header">
        <div>
          <p className="portal-page__eyebrow">{current.org.name}</p>
          <h1 id="app-summary-title" className="portal-page__title">
            {current.app.name}
          </h1>
        </div>
        <Button variant="secondary" onClick={refresh}>
          Refresh
        </Button>
      </div>
      {noData ? (
        <div className="app-summary__empty" role="status">
          <h2>No API calls yet</h2>
          <p>This app has not received any events in the last 30 days. Install an SDK or gateway plugin with the app's collector token and call your API: the numbers appear here within seconds.</p>
          {isDemoOrganization(current.org) ? null : <Link to={onboardingPath()}>Set up the integration</Link>}
        </div>
      ) : null}
      {SUMMARY_WINDOWS.map((window) => (
        <SummaryWindowCard
          key={window.key}
          window={window}
          entryKey={summaryKey(orgId, appId, window.key)}
          onRetry={refresh}
          orgId={orgId}
          appId={appId}
          timeZone={current.app.time_zone}
        />
      ))}
    </section>
  );
}

/** Lazy route module of /wrap/app/{org}-{app}/dash. */
export const Component = AppSummaryScreen;
