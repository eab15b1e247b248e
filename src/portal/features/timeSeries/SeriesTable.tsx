import type { ConcreteInterval } from '@/portal/shared/queryModel';
import { formatBucket, formatValue } from './chartRules';
import { formatChange } from './compareRules';
import type { SeriesSet } from './timeSeriesRules';

/** Props of {@link SeriesTable}. */
export interface SeriesTableProps {
  set: SeriesSet;
  interval: ConcreteInterval;
  timeZone: string;
}

/**
 * The chart's data as a table: one row per bucket, one column per series (the chart's accessible equivalent); a compared
 * series is followed by its previous period and its change in %.
 */
export function SeriesTable({ set, interval, timeZone }: SeriesTableProps) {
  return (
    // Focusable so keyboard users can scroll the table (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="time-series__table-wrap" tabIndex={0} role="region" aria-labelledby="time-series-table-caption">
      <table className="time-series__table">
        <caption id="time-series-table-caption">{`Values per ${interval} (${timeZone})`}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {set.series.map((s) => (
              <th key={s.id} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {set.times.map((time, row) => (
            <tr key={time}>
              <th scope="row">{formatBucket(time, interval, timeZone)}</th>
              {set.series.map((s) => (
                <td key={s.id}>{s.comparison?.kind === 'change' ? formatChange(s.values[row]) : formatValue(s.values[row])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
