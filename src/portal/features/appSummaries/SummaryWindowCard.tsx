import { useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { formatSummary, type SummaryWindow } from './appSummariesRules';
import { selectAppSummary } from './appSummariesSlice';

/** Props of {@link SummaryWindowCard}. */
export interface SummaryWindowCardProps {
  window: SummaryWindow;
  entryKey: string;
  onRetry: () => void;
}

/** The key numbers of one window as a row of tiles, with its own loading and error state. */
export function SummaryWindowCard({ window, entryKey, onRetry }: SummaryWindowCardProps) {
  const entry = useAppSelector((state) => selectAppSummary(state, entryKey));
  const headingId = `summary-${window.key}`;
  const summary = entry?.summary;
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
          <Tile label="API calls" value={formatSummary.count(summary.calls)} />
          <Tile label="Error rate" value={formatSummary.rate(summary.errorRate)} hint="Status 400 and above" />
          <Tile label="p95 latency" value={formatSummary.latency(summary.p95Ms)} />
          <Tile label="Active users" value={formatSummary.count(summary.activeUsers)} />
          <Tile label="Active companies" value={formatSummary.count(summary.activeCompanies)} />
        </dl>
      )}
    </section>
  );
}

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="app-summary__tile">
      <dt>
        {label}
        {hint ? <span className="app-summary__hint">{hint}</span> : null}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
