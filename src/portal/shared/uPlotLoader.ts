/**
 * Where the portal's uPlot charts (the time series and the dashboard's tiles) get uPlot from: its own chunk, which
 * starts loading as soon as a screen that draws charts loads, so it is ready (and compiled) by the time the screen's
 * first query answers. webpack.config.js marks that chunk for eager compilation: V8 compiles uPlot as the chunk loads
 * instead of on the first draw (docs/benchmarks.md, "Portal drawing").
 */
import type uPlot from 'uplot';

/** True where uPlot can draw (a browser with canvas and media queries; not jsdom). */
export const canDrawCharts = (): boolean =>
  typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function' && typeof CanvasRenderingContext2D === 'function';

let loading: Promise<typeof uPlot> | null = null;

/**
 * uPlot's class, loaded once. It reads media queries when loaded: call this only where {@link canDrawCharts}. A load
 * that failed (the network) is tried again on the next call.
 */
export function loadUPlot(): Promise<typeof uPlot> {
  loading ??= import(/* webpackChunkName: "uplot" */ 'uplot').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// Loaded with the chart components, while their screen's first query runs.
if (canDrawCharts()) void loadUPlot().catch(() => undefined);
