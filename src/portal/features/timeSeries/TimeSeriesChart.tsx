import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { seriesColor, type ChartData } from './chartRules';

/** One line of {@link TimeSeriesChart}. */
export interface ChartLine {
  label: string;
  /** False when the legend hides it. */
  show: boolean;
}

/** Props of {@link TimeSeriesChart}. */
export interface TimeSeriesChartProps {
  data: ChartData;
  lines: ChartLine[];
  /** The accessible name: a summary of what is plotted. */
  summary: string;
  timeZone: string;
  height?: number;
}

/** True where uPlot can draw (a browser with canvas and media queries; not jsdom). */
const canDraw = (): boolean =>
  typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function' && typeof CanvasRenderingContext2D === 'function';

type UPlotClass = typeof uPlot;

function chartOptions(UPlot: UPlotClass, lines: ChartLine[], width: number, height: number, timeZone: string): uPlot.Options {
  return {
    width,
    height,
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), timeZone),
    cursor: { drag: { x: false, y: false } },
    legend: { show: true, live: true },
    scales: { x: { time: true } },
    series: [{}, ...lines.map((line, i) => ({ label: line.label, stroke: seriesColor(i), width: 2, show: line.show, spanGaps: false }))],
    axes: [{}, { size: 60 }],
  };
}

/**
 * The uPlot line chart: created on mount (and when the lines change), fed with `setData`, resized with its container,
 * destroyed on unmount. Where no canvas exists only the labelled frame renders; the data table is the equivalent.
 */
export function TimeSeriesChart({ data, lines, summary, timeZone, height = 320 }: TimeSeriesChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const labels = lines.map((line) => line.label).join('\n');
  const latest = useRef({ data, lines });
  latest.current = { data, lines };

  useEffect(() => {
    const element = frame.current;
    if (!element || !canDraw()) return undefined;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    // uPlot reads media queries when loaded: load it only where it can draw.
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const options = chartOptions(UPlot, labels.split('\n').map((label) => ({ label, show: true })), element.clientWidth || 600, height, timeZone);
      const chart = new UPlot(options, latest.current.data as uPlot.AlignedData, element);
      latest.current.lines.forEach((line, i) => chart.setSeries(i + 1, { show: line.show }));
      plot.current = chart;
      observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [labels, height, timeZone]);

  useEffect(() => {
    plot.current?.setData(data as uPlot.AlignedData);
  }, [data, labels, timeZone]);

  useEffect(() => {
    const chart = plot.current;
    if (!chart) return;
    lines.forEach((line, i) => {
      if (chart.series[i + 1]?.show !== line.show) chart.setSeries(i + 1, { show: line.show });
    });
  }, [lines, labels, timeZone]);

  return <div ref={frame} className="time-series__chart" role="img" aria-label={summary} />;
}
