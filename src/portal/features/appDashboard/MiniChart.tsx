import { useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useUPlot } from '@/portal/shared/useUPlot';
import { bucketTickSteps, VALUE_RANGE } from '@/portal/shared/chartAxes';
import type { TileSeries } from './seriesTileRules';

/** Line colours of the tiles' charts, in line order. */
export const LINE_COLORS = ['#0369a1', '#b91c1c', '#b45309'] as const;

/** Props of {@link MiniChart}. */
export interface MiniChartProps {
  series: TileSeries;
  /** The accessible name: what the chart shows, in words. */
  summary: string;
  timeZone: string;
  /** Formats an axis or hover value (`1.2k`, `245 ms`). */
  formatValue: (value: number) => string;
  height?: number;
}

/**
 * A small uPlot line chart of a tile, sized to its container and made again when the data changes (`useUPlot`: it
 * is painted with the tile, not a frame after it). Where no canvas exists only the labelled frame renders; the tile's
 * table is the equivalent.
 */
export function MiniChart({ series, summary, timeZone, formatValue, height = 200 }: MiniChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const format = useRef(formatValue);
  format.current = formatValue;

  useUPlot(
    frame,
    (UPlot, width) => ({
      options: {
        width,
        height,
        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), timeZone),
        cursor: { drag: { x: false, y: false } },
        legend: { show: true, live: true },
        scales: { x: { time: true }, y: { range: VALUE_RANGE } },
        series: [
          {},
          ...series.lines.map((line, i) => ({
            label: line.label,
            stroke: LINE_COLORS[i % LINE_COLORS.length],
            width: 2,
            spanGaps: false,
            value: (_: uPlot, value: number | null) => (value === null ? '–' : format.current(value)),
          })),
        ],
        axes: [{ incrs: bucketTickSteps() }, { size: 68, values: (_: uPlot, ticks: number[]) => ticks.map((tick) => format.current(tick)) }],
      },
      data: [series.times.map((t) => t / 1000), ...series.lines.map((line) => line.values)],
    }),
    320,
    [series, height, timeZone],
  );

  return <div ref={frame} className="dashboard-chart" role="img" aria-label={summary} />;
}
