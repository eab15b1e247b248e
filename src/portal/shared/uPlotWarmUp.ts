/**
 * Draws a chart a few times off screen while the page is idle, before its first real draw. A fresh page runs uPlot's
 * code cold: V8 interprets it and has not yet learnt its types, so the first chart of 2 × 43,200 points spent most of
 * its time in JavaScript that a second draw runs several times faster. A screen starts the warm-up as it mounts, and
 * the warm-up runs while its first query is on its way (docs/benchmarks.md, "Portal drawing").
 */
import type uPlot from 'uplot';
import { whenIdle } from './idle';
import { canDrawCharts, loadUPlot } from './uPlotLoader';
import type { UPlotSetup } from './useUPlot';

/** Off-screen draws, one per idle callback. */
const WARM_DRAWS = 6;

/** Names of the charts warmed in this page: each kind of chart is warmed once. */
const warmed = new Set<string>();

/**
 * Draws the chart `setup` makes `WARM_DRAWS` times in a detached element, one draw per idle callback, then destroys
 * it; once per `name` and page. `setup` should make a chart of the kind the screen will draw, with data that is never
 * shown. Answers a function that stops the warm-up (a screen that unmounts calls it); a stopped warm-up may run again.
 */
export function warmUPlot(name: string, setup: (UPlot: typeof uPlot) => UPlotSetup): () => void {
  if (warmed.has(name) || !canDrawCharts()) return () => undefined;
  let stopped = false;
  let cancel: (() => void) | null = null;
  let draws = 0;
  const draw = (UPlot: typeof uPlot) => {
    cancel = null;
    if (stopped || warmed.has(name)) return;
    const { options, data } = setup(UPlot);
    // A detached element: no style, layout or paint of a chart nobody sees, only its JavaScript and canvas drawing.
    const chart = new UPlot(options, data, document.createElement('div'));
    // uPlot draws in a microtask its constructor queued; this one runs after it.
    queueMicrotask(() => chart.destroy());
    draws++;
    if (draws < WARM_DRAWS) cancel = whenIdle(() => draw(UPlot));
    else warmed.add(name);
  };
  void loadUPlot().then(
    (UPlot) => {
      if (!stopped) cancel = whenIdle(() => draw(UPlot));
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    cancel?.();
  };
}

/** Tells the warm-up of `name` that a real chart of that kind has drawn: its code is warm, the rest is skipped. */
export function markUPlotWarm(name: string): void {
  warmed.add(name);
}
