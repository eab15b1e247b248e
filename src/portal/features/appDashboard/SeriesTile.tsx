import { useMemo, type ReactNode } from 'react';
import type { ConcreteInterval } from '@/portal/shared/queryModel';
import type { TileEntry } from './appDashboardSlice';
import { DashboardTile, type TileEmptyText } from './DashboardTile';
import { MiniChart } from './MiniChart';
import { formatBucket, isEmptySeries, seriesSummary, type TileSeries } from './seriesTileRules';

/** Props of {@link SeriesTile}. */
export interface SeriesTileProps {
  id: string;
  title: string;
  subtitle: string;
  entry: TileEntry | undefined;
  onRetry: () => void;
  read: (aggregations: Record<string, unknown> | null) => TileSeries;
  interval: ConcreteInterval;
  timeZone: string;
  /** A value in the table and the chart (`1,234`, `245 ms`). */
  formatValue: (value: number) => string;
  empty: TileEmptyText;
  links: ReactNode;
}

/** A chart tile: the lines over the range, with the same values as a table to open under it. */
export function SeriesTile({ id, title, subtitle, entry, onRetry, read, interval, timeZone, formatValue, empty, links }: SeriesTileProps) {
  const series = useMemo(() => read(entry?.aggregations ?? null), [read, entry?.aggregations]);
  const summary = `${title}: ${seriesSummary(series, interval, timeZone, formatValue)}`;
  return (
    <DashboardTile id={id} title={title} subtitle={subtitle} entry={entry} onRetry={onRetry} empty={isEmptySeries(series) ? empty : null} links={links}>
      <MiniChart series={series} summary={summary} timeZone={timeZone} formatValue={formatValue} />
      <details className="dashboard-tile__data">
        <summary>{`${title} as a table`}</summary>
        {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="dashboard-table-wrap" tabIndex={0} role="region" aria-label={`${title} per ${interval}`}>
          <table className="dashboard-table">
            <thead>
              <tr>
                <th scope="col">{`Time (${timeZone})`}</th>
                {series.lines.map((line) => (
                  <th key={line.label} scope="col">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.times.map((time, row) => (
                <tr key={time}>
                  <th scope="row">{formatBucket(time, interval, timeZone)}</th>
                  {series.lines.map((line) => {
                    const value = line.values[row];
                    return <td key={line.label}>{value === null ? '–' : formatValue(value)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </DashboardTile>
  );
}
