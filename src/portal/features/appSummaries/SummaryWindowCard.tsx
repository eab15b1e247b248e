import { Link } from 'react-router-dom';
import { eventsPath, timeSeriesPath } from '@/app/paths';
import { useAppSelector } from '@/app/store/hooks';
import { defaultQueryModel, toQueryString } from '@/portal/shared/queryModel';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { formatSummary, tileQueries, type SummaryWindow } from './appSummariesRules';
import { selectAppSummary } from './appSummariesSlice';

/** Props of {@link SummaryWindowCard}. */
export interface SummaryWindowCardProps {
  window: SummaryWindow;
  entryKey: string;
  onRetry: () => void;
  orgId: string;
  appId: string;
  /** The app's time zone, so linked charts cut days where the dashboard does. */
  timeZone?: string;
}

/** The key numbers of one window as a row of tiles, with its own loading and error state. */
export function SummaryWindowCard({ window, entryKey, onRetry, orgId, appId, timeZone }: SummaryWindowCardProps) {
  const entry = useAppSelector((state) => selectAppSummary(state, entryKey));
  const headingId = `summary-${window.key}`;
  const summary = entry?.summary;
  const base = { ...defaultQueryModel(), ...(timeZone ? { timeZone } : {}) };
  const queries = tileQueries(window, toQueryString, base);
  const series = timeSeriesPath(orgId, appId);
  const windowName = window.label.toLowerCase();
  return (
    <section className="app-summary__window" aria-labelledby={headingId} aria-busy={entry?.status === 'loading' ? true : undefined}>
      <h2 id={headingId} className="app-summary__window-title">
        {window.label}
      </h2>
      {entry?.status === 'failed' ? (
        <PortalStatus kind="error" title={`The numbers of the ${window.label.toLowerCase()} could not be loaded`} message={entry.error?.message}>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </PortalStatus>
      ) : !summary ? (
        <PortalStatus kind="loading" title="Counting…" />
      ) : (
        <dl className="app-summary__tiles">
          <Tile label="API calls" value={formatSummary.count(summary.calls)} link={{ to: `${series}?${queries.calls}`, text: 'Over time', window: windowName }} />
          <Tile
            label="Error rate"
            value={formatSummary.rate(summary.errorRate)}
            hint="Status 400 and above"
            link={{ to: `${eventsPath(orgId, appId)}?${queries.errors}`, text: 'Failed calls', window: windowName }}
          />
          <Tile label="p95 latency" value={formatSummary.latency(summary.p95Ms)} link={{ to: `${series}?${queries.latency}`, text: 'Percentiles over time', window: windowName }} />
          <Tile label="Active users" value={formatSummary.count(summary.activeUsers)} />
          <Tile label="Active companies" value={formatSummary.count(summary.activeCompanies)} />
        </dl>
      )}
    </section>
  );
}

/** A tile's link into an analysis screen. */
interface TileLink {
  to: string;
  text: string;
  /** Which window, for the link's accessible name. */
  window: string;
}

function Tile({ label, value, hint, link }: { label: string; value: string; hint?: string; link?: TileLink }) {
  return (
    <div className="app-summary__tile">
      <dt>
        {label}
        {hint ? <span className="app-summary__hint">{hint}</span> : null}
      </dt>
      <dd>{value}</dd>
      {link ? (
        <dd className="app-summary__more">
          <Link className="app-summary__link" to={link.to} aria-label={`${link.text}: ${label.toLowerCase()}, ${link.window}`}>
            {link.text}
          </Link>
        </dd>
      ) : null}
    </div>
  );
}
