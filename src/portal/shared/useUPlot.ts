import { useLayoutEffect, useRef, type DependencyList, type RefObject } from 'react';
import type uPlot from 'uplot';
import { canDrawCharts, loadUPlot } from './uPlotLoader';

/** What a chart is made of: uPlot's options (at the width it is given) and its data. */
export interface UPlotSetup {
  options: uPlot.Options;
  data: uPlot.AlignedData;
}

/**
 * A uPlot chart in `frame`, made from `setup` once uPlot has loaded and made again when `deps` change; `setup` gets
 * the frame's width (`fallbackWidth` while it has none). The chart is redrawn when the frame's width changes and
 * destroyed with the component. Made in a layout effect, so it is painted in the frame that commits it: Preact runs
 * plain effects after the next paint. Where no canvas exists (jsdom) no chart is made. Answers the chart, null until
 * made.
 */
export function useUPlot(frame: RefObject<HTMLElement | null>, setup: (UPlot: typeof uPlot, width: number) => UPlotSetup, fallbackWidth: number, deps: DependencyList): RefObject<uPlot | null> {
  const plot = useRef<uPlot | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || !canDrawCharts()) return undefined;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void loadUPlot().then((UPlot) => {
      if (cancelled) return;
      const { options, data } = setup(UPlot, element.clientWidth || fallbackWidth);
      const chart = new UPlot(options, data, element);
      plot.current = chart;
      // The observer also reports the size the chart was made at: redraw only for a new width.
      observer = new ResizeObserver(() => {
        if (chart.width !== element.clientWidth) chart.setSize({ width: element.clientWidth, height: chart.height });
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what remakes the chart
  }, deps);
  return plot;
}
