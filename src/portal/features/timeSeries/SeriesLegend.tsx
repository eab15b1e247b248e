import { seriesColor } from './chartRules';
import type { Series } from './timeSeriesRules';

/** Props of {@link SeriesLegend}. */
export interface SeriesLegendProps {
  series: Series[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * One toggle button per series (pressed while shown) with its line colour; a series' previous period (dashed) shows
 * and hides with it.
 */
export function SeriesLegend({ series, hidden, onToggle }: SeriesLegendProps) {
  const own = series.filter((s) => !s.comparison);
  const compared = new Set(series.flatMap((s) => (s.comparison?.kind === 'previous' ? [s.comparison.of] : [])));
  return (
    <ul className="time-series__legend" aria-label="Series">
      {own.map((s, i) => (
        <li key={s.id}>
          <button type="button" className="time-series__legend-item" aria-pressed={!hidden.has(s.id)} onClick={() => onToggle(s.id)}>
            <span className="time-series__swatch" style={{ background: seriesColor(i) }} aria-hidden="true" />
            {s.label}
            {compared.has(s.id) ? <span className="time-series__compared"> and previous period (dashed)</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
