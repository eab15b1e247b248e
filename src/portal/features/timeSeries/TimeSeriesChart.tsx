import { useLayoutEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { markUPlotWarm, warmUPlot } from '@/portal/shared/uPlotWarmUp';
import { useUPlot } from '@/portal/shared/useUPlot';
import { bucketTickSteps, bucketWidth, perTimes, VALUE_RANGE } from '@/portal/shared/chartAxes';
import { barLayout, formatValue, lineWidth, withAlpha, type ChartData, type ChartKind, type ChartLine } from './chartRules';
import { formatChange } from './compareRules';

/** Props of {@link TimeSeriesChart}. */
export interface TimeSeriesChartProps {
  data: ChartData;
  lines: ChartLine[];
  /** The accessible name: a summary of what is plotted. */
  summary: string;
  timeZone: string;
  /** Lines (the default), lines over a tinted area, or bars side by side. */
  kind?: ChartKind;
  height?: number;
  /** Called with the window (epoch ms) selected by dragging across the chart; without it dragging does nothing. */
  onZoom?: (fromMs: number, toMs: number) => void;
}

type UPlotClass = typeof uPlot;
interface Latest {
  data: ChartData;
  lines: ChartLine[];
  onZoom?: (fromMs: number, toMs: number) => void;
}

/** The hover value of a line: the number as the table shows it, and its change in % when compared. */
function hoverValue(latest: { current: Latest }, value: number | null, seriesIndex: number, index: number | null): string {
  const change = index === null ? undefined : latest.current.lines[seriesIndex - 1]?.change?.[index];
  const text = formatValue(value);
  return change === undefined || value === null ? text : `${text} (${formatChange(change)})`;
}

/** uPlot's bar path for series `index` of `count`: its bars beside the others' in each bucket (see `barLayout`). */
function barPaths(UPlot: UPlotClass, index: number, count: number): uPlot.Series.PathBuilder | undefined {
  // 1 = BarsPathBuilderFacetUnit.ScaleValue (a const enum of uPlot's types, which isolated modules cannot read).
  const scaleValue = 1 as uPlot.Series.BarsPathBuilderFacetUnit;
  // uPlot asks for the starts, then the width, of the same draw.
  const layoutOf = perTimes((times) => barLayout(times, index, count));
  return UPlot.paths.bars?.({
    size: [1, Infinity, 1],
    disp: {
      x0: { unit: scaleValue, values: (chart) => layoutOf(chart.data[0]).starts },
      size: { unit: scaleValue, values: (chart) => [layoutOf(chart.data[0]).width] },
    },
  });
}

/** A series' look for the chart kind: the line alone, the line over a tint, or bars (a previous period paler). */
function seriesStyle(UPlot: UPlotClass, kind: ChartKind, line: ChartLine, index: number, count: number, points: number, width: number): Partial<uPlot.Series> {
  const dashed = line.dashed === true;
  if (kind === 'bar') return { stroke: line.color, width: 1, fill: withAlpha(line.color, dashed ? 0.3 : 0.75), paths: barPaths(UPlot, index, count), points: { show: false } };
  const stroke = { stroke: line.color, width: lineWidth(points, width, dashed), ...(dashed ? { dash: [6, 4] } : {}) };
  return kind === 'area' && !dashed ? { ...stroke, fill: withAlpha(line.color, 0.15) } : stroke;
}

function chartOptions(UPlot: UPlotClass, kind: ChartKind, lines: ChartLine[], latest: { current: Latest }, width: number, height: number, timeZone: string): uPlot.Options {
  const points = latest.current.data[0].length;
  // Bars reach half a bucket past the first and last times: widen the axis so the end bars are whole.
  const widthOf = perTimes(bucketWidth);
  const xRange: uPlot.Scale.Range | undefined =
    kind === 'bar'
      ? (chart, min, max) => {
          const half = widthOf(chart.data[0]) / 2;
          return [min - half, max + half];
        }
      : undefined;
  return {
    width,
    height,
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), timeZone),
    // Dragging selects a window; the screen turns it into the view's range instead of uPlot rescaling on its own.
    cursor: { drag: { x: true, y: false, setScale: false } },
    legend: { show: true, live: true },
    scales: { x: { time: true, ...(xRange ? { range: xRange } : {}) }, y: { range: VALUE_RANGE } },
    series: [
      {},
      ...lines.map((line, index) => ({
        label: line.label,
        ...seriesStyle(UPlot, kind, line, index, lines.length, points, width),
        show: line.show,
        spanGaps: false,
        value: (_: uPlot, value: number | null, seriesIndex: number, index: number | null) => hoverValue(latest, value, seriesIndex, index),
      })),
    ],
    // Read at every draw: a zoom hands the same chart data of a finer interval.
    axes: [{ incrs: bucketTickSteps() }, { size: 60 }],
    hooks: {
      setSelect: [
        (chart) => {
          const { left, width: span } = chart.select;
          if (span <= 0) return;
          const from = chart.posToVal(left, 'x');
          const to = chart.posToVal(left + span, 'x');
          chart.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          latest.current.onZoom?.(from * 1000, to * 1000);
        },
      ],
    },
  };
}

const WARM_UP_NAME = 'time-series';
/** Points per series of the warm-up chart: enough for V8 to optimise the per-point loops, a few ms a draw. */
const WARM_UP_POINTS = 5000;

/**
 * Starts drawing this chart off screen while the page is idle (see uPlotWarmUp.ts), with two lines of made-up data
 * that are never shown, so the screen's first real chart runs warm code. Answers a function that stops it.
 */
export function warmTimeSeriesChart(): () => void {
  return warmUPlot(WARM_UP_NAME, (UPlot) => {
    const times = Array.from({ length: WARM_UP_POINTS }, (_, i) => 1_700_000_000 + i * 60);
    const data: ChartData = [times, times.map((_, i) => 50 + 40 * Math.sin(i / 30)), times.map((_, i) => (i % 7 === 0 ? null : i % 13))];
    const lines: ChartLine[] = [
      { label: 'a', show: true, color: '#2563eb' },
      { label: 'b', show: true, color: '#dc2626' },
    ];
    return { options: chartOptions(UPlot, 'line', lines, { current: { data, lines } }, 1200, 320, 'UTC'), data: data as uPlot.AlignedData };
  });
}

/**
 * The uPlot line chart: made on mount (and when the set of lines changes) by `useUPlot`, fed with `setData`. New
 * data goes to uPlot in a layout effect, so it is painted in the frame that commits it (Preact runs plain effects
 * after the next paint). Hovering shows each line's value (and change in %) in uPlot's live legend; dragging across
 * it reports a window to `onZoom`. Where no canvas exists only the labelled frame renders; the data table is the
 * equivalent.
 */
export function TimeSeriesChart({ data, lines, summary, timeZone, kind = 'line', height = 320, onZoom }: TimeSeriesChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const shape = JSON.stringify(lines.map((line) => [line.label, line.color, line.dashed === true]));
  const latest = useRef<Latest>({ data, lines, onZoom });
  latest.current = { data, lines, onZoom };
  const plot = useUPlot(
    frame,
    (UPlot, width) => {
      markUPlotWarm(WARM_UP_NAME);
      return { options: chartOptions(UPlot, kind, latest.current.lines, latest, width, height, timeZone), data: latest.current.data as uPlot.AlignedData };
    },
    600,
    [shape, kind, height, timeZone],
  );

  useLayoutEffect(() => {
    const chart = plot.current;
    if (!chart) return;
    // uPlot reads a series' width when it draws: set it for the new data's density before drawing it.
    if (kind !== 'bar') {
      latest.current.lines.forEach((line, i) => {
        const series = chart.series[i + 1];
        if (series) series.width = lineWidth(data[0].length, chart.width, line.dashed === true);
      });
    }
    chart.setData(data as uPlot.AlignedData);
  }, [plot, data, shape, kind, timeZone]);

  useLayoutEffect(() => {
    const chart = plot.current;
    if (!chart) return;
    lines.forEach((line, i) => {
      if (chart.series[i + 1]?.show !== line.show) chart.setSeries(i + 1, { show: line.show });
    });
  }, [plot, lines, shape, kind, timeZone]);

  return <div ref={frame} className="time-series__chart" role="img" aria-label={summary} />;
}
