import type { SegmentRow } from './segmentationRules';

/** Props of {@link SegmentBars}. */
export interface SegmentBarsProps {
  rows: SegmentRow[];
  /** Name of the measured value (the first metric). */
  metricName: string;
  /** Which value each bar shows: the index of a metric, or null for the event count. */
  metricIndex: number | null;
  format: (value: number | null) => string;
}

/**
 * The first level ranked as horizontal bars. It is a table (segment, value) with the bars drawn in the value cells,
 * so screen readers read it as one; the bars themselves are decoration.
 */
export function SegmentBars({ rows, metricName, metricIndex, format }: SegmentBarsProps) {
  const valueOf = (row: SegmentRow) => (metricIndex === null ? row.count : row.values[metricIndex]);
  const max = Math.max(0, ...rows.map((row) => valueOf(row) ?? 0));
  return (
    <table className="segment-bars">
      <caption>{`${metricName} by segment`}</caption>
      <thead>
        <tr>
          <th scope="col">Segment</th>
          <th scope="col">{metricName}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const value = valueOf(row);
          const width = max > 0 && value !== null && value > 0 ? Math.max(0.5, (value / max) * 100) : 0;
          return (
            <tr key={row.id}>
              <th scope="row" className="segment-bars__label" title={row.label}>
                {row.label}
              </th>
              <td className="segment-bars__cell">
                <span className="segment-bars__track" aria-hidden="true">
                  <span className={`segment-bars__bar${row.other ? ' segment-bars__bar--other' : ''}`} style={{ width: `${width}%` }} />
                </span>
                <span className="segment-bars__value">{format(value)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
