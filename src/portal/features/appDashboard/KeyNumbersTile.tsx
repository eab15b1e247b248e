import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { QueryModel } from '@/portal/shared/queryModel';
import type { TileEntry } from './appDashboardSlice';
import { TILE_TITLES } from './dashboardRequests';
import { DashboardTile } from './DashboardTile';
import { previousPeriodWords, rangeWords } from './dashboardViewRules';
import { describeChange, formatCount, formatLatency, formatRate, type Change, type ChangeKind } from './formatRules';
import { readKeyNumbers, type PeriodNumbers } from './keyNumbersRules';
import { LATENCY_METRICS } from './seriesTileRules';
import { ERROR_CONDITION, eventLogLink, timeSeriesLink } from './tileRules';

/** Props of {@link KeyNumbersTile}. */
export interface KeyNumbersTileProps {
  orgId: string;
  appId: string;
  model: QueryModel;
  entry: TileEntry | undefined;
  onRetry: () => void;
  /** True while the dashboard checks whether an app without calls in the range has any data at all. */
  checking: boolean;
}

interface Figure {
  label: string;
  hint?: string;
  kind: ChangeKind;
  read: (period: PeriodNumbers) => number | null;
  format: (value: number | null) => string;
  link: { to: string; text: string };
}

function ChangeLine({ change, previous, words }: { change: Change | null; previous: string; words: string }) {
  if (!change) return <dd className="key-numbers__change">{`Nothing to compare with in ${words}`}</dd>;
  return (
    <dd className={`key-numbers__change key-numbers__change--${change.tone}`}>
      <span aria-hidden="true">{change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}</span>
      {`${change.text} vs ${words} (${previous})`}
    </dd>
  );
}

/** The range's key numbers, each with its change against the previous period and a link into the matching screen. */
export function KeyNumbersTile({ orgId, appId, model, entry, onRetry, checking }: KeyNumbersTileProps) {
  const numbers = useMemo(() => readKeyNumbers(entry?.aggregations ?? null), [entry?.aggregations]);
  const figures: Figure[] = [
    { label: 'API calls', kind: 'volume', read: (p) => p.calls, format: (v) => formatCount(v ?? 0), link: { to: timeSeriesLink(orgId, appId, model, [{ kind: 'count' }]), text: 'Calls over time' } },
    {
      label: 'Error rate',
      hint: 'Status 400 and above',
      kind: 'rate',
      read: (p) => p.errorRate,
      format: formatRate,
      link: { to: eventLogLink(orgId, appId, model, [ERROR_CONDITION]), text: 'Failed calls' },
    },
    { label: 'p95 latency', kind: 'latency', read: (p) => p.p95Ms, format: formatLatency, link: { to: timeSeriesLink(orgId, appId, model, LATENCY_METRICS), text: 'Latency over time' } },
    { label: 'Unique users', kind: 'volume', read: (p) => p.users, format: (v) => formatCount(v ?? 0), link: { to: timeSeriesLink(orgId, appId, model, [{ kind: 'unique_users' }]), text: 'Users over time' } },
    {
      label: 'Unique companies',
      kind: 'volume',
      read: (p) => p.companies,
      format: (v) => formatCount(v ?? 0),
      link: { to: timeSeriesLink(orgId, appId, model, [{ kind: 'unique_companies' }]), text: 'Companies over time' },
    },
  ];
  const words = previousPeriodWords(model.range);
  const range = rangeWords(model.range, model.timeZone);
  const shown = checking && entry?.status === 'loaded' ? { ...entry, status: 'loading' as const } : entry;
  return (
    <DashboardTile
      id="key-numbers"
      title={TILE_TITLES.keyNumbers}
      subtitle={`${range.charAt(0).toUpperCase()}${range.slice(1)}, compared with ${words}`}
      entry={shown}
      onRetry={onRetry}
      empty={null}
    >
      <dl className="key-numbers">
        {figures.map((figure) => {
          const current = figure.read(numbers.current);
          const previous = figure.read(numbers.previous);
          return (
            <div key={figure.label} className="key-numbers__figure">
              <dt>
                {figure.label}
                {figure.hint ? <span className="key-numbers__hint">{figure.hint}</span> : null}
              </dt>
              <dd className="key-numbers__value">{figure.format(current)}</dd>
              <ChangeLine change={describeChange(figure.kind, current, previous)} previous={figure.format(previous)} words={words} />
              <dd className="key-numbers__more">
                <Link to={figure.link.to}>{figure.link.text}</Link>
              </dd>
            </div>
          );
        })}
      </dl>
    </DashboardTile>
  );
}
