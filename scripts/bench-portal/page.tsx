/**
 * The portal drawing benchmark page: the product's own TimeSeriesChart and EventTable, driven from
 * `scripts/bench-portal.mjs` through `window.portalBench`. Data is made before each timer starts.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '@/styles/tokens.css';
import { EventTable } from '@/portal/features/events/EventTable';
import type { EventRow } from '@/portal/features/events/eventsRules';
import '@/portal/features/events/EventLogScreen.css';
import type { ChartData, ChartLine } from '@/portal/features/timeSeries/chartRules';
import { TimeSeriesChart, warmTimeSeriesChart } from '@/portal/features/timeSeries/TimeSeriesChart';
import '@/portal/features/timeSeries/TimeSeriesScreen.css';

const MINUTE_S = 60;

/** A frame, then the first task after it: the point where the browser has painted what was committed. */
const painted = (): Promise<number> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

/** Waits `ms`, then for the next frame to be painted. */
async function pause(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await painted();
}

/** Two series of `points` minutes ending at a fixed instant: a daily wave with noise, like API traffic. */
function trafficData(points: number): ChartData {
  const end = Date.UTC(2024, 5, 1) / 1000;
  const times = Array.from({ length: points }, (_, i) => end - (points - i) * MINUTE_S);
  let seed = 7;
  const noise = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const wave = (i: number, scale: number) => Math.round(scale * (1.2 + Math.sin((i / 1440) * 2 * Math.PI)) + noise() * scale * 0.3);
  return [times, times.map((_, i) => wave(i, 400)), times.map((_, i) => wave(i, 40))];
}

const LINES: ChartLine[] = [
  { label: 'A: Count', show: true, color: '#0369a1' },
  { label: 'B: p90 latency', show: true, color: '#b45309' },
];

function mount(width: number): { root: Root; element: HTMLElement } {
  const element = document.createElement('div');
  element.style.width = `${width}px`;
  document.body.replaceChildren(element);
  return { root: createRoot(element), element };
}

// Canvas strokes are watched so the timers below end on the frame after the chart drew, however late it draws.
let strokeSeen: (() => void) | null = null;
const canvasStroke = CanvasRenderingContext2D.prototype.stroke;
CanvasRenderingContext2D.prototype.stroke = function stroke(this: CanvasRenderingContext2D, ...args: [Path2D?]) {
  strokeSeen?.();
  strokeSeen = null;
  return args[0] ? canvasStroke.call(this, args[0]) : canvasStroke.call(this);
};

/**
 * Resolves at the next stroke on any canvas: the chart has drawn (uPlot strokes its grid and lines as it draws). Set
 * before the render, so a chart drawn in the render's own task and one drawn a frame later are both caught.
 */
const nextStroke = (): Promise<void> =>
  new Promise((resolve) => {
    strokeSeen = resolve;
  });

/**
 * Draws 2 × `points` on a fresh chart as the time series screen does: the screen mounts and starts the chart's warm-up,
 * its query answers `queryMs` later, and the chart is rendered with the answer. Milliseconds from that render to the
 * first frame painted after the chart drew.
 */
async function drawChart(points: number, queryMs: number): Promise<number> {
  const data = trafficData(points);
  const { root } = mount(1200);
  const stopWarmUp = warmTimeSeriesChart();
  await pause(queryMs);
  const drawn = nextStroke();
  const start = performance.now();
  flushSync(() => root.render(<TimeSeriesChart data={data} lines={LINES} summary="Benchmark chart" timeZone="UTC" height={400} />));
  await drawn;
  const end = await painted();
  stopWarmUp();
  root.unmount();
  return end - start;
}

/**
 * Zoom as the product does it: the screen mounts and starts the chart's warm-up, its query answers `queryMs` later and
 * the chart draws; then it gets the zoomed window's data (the last day, by minute) and then the full range again.
 * Milliseconds from the new data to the first frame painted after the chart drew it, for each direction.
 */
async function zoomChart(points: number, queryMs: number): Promise<{ inMs: number; outMs: number }> {
  const full = trafficData(points);
  const day = full.map((column) => column.slice(-1440)) as ChartData;
  const { root } = mount(1200);
  const stopWarmUp = warmTimeSeriesChart();
  await pause(queryMs);
  const render = (data: ChartData) => flushSync(() => root.render(<TimeSeriesChart data={data} lines={LINES} summary="Benchmark chart" timeZone="UTC" height={400} />));
  const first = nextStroke();
  render(full);
  await first;
  await painted();
  const measure = async (data: ChartData) => {
    const drawn = nextStroke();
    const start = performance.now();
    render(data);
    await drawn;
    return (await painted()) - start;
  };
  const inMs = await measure(day);
  const outMs = await measure(full);
  stopWarmUp();
  root.unmount();
  return { inMs, outMs };
}

function eventRows(count: number): EventRow[] {
  const routes = ['/orders', '/orders/:id', '/customers/:id/invoices', '/payments', '/search'];
  const verbs = ['GET', 'POST', 'PUT', 'DELETE'];
  const start = Date.UTC(2024, 5, 1);
  return Array.from({ length: count }, (_, i) => ({
    id: `evt-${i}`,
    kind: i % 17 === 0 ? 'action' : 'call',
    time: new Date(start - i * 1_000).toISOString(),
    verb: verbs[i % verbs.length],
    path: routes[i % routes.length],
    status: i % 23 === 0 ? 500 : i % 11 === 0 ? 404 : 200,
    durationMs: 20 + (i % 300),
    userId: `user-${i % 250}`,
    companyId: `company-${i % 40}`,
    sort: [start - i * 1_000, `evt-${i}`],
  }));
}

/**
 * Scrolls `scroller` by `step` px every frame until its end, as a scrollbar drag does: the scroll happens in a task
 * before the frame, so the frame's scroll event renders the rows before they are painted. (Scrolling from inside an
 * animation frame would paint each offset with the rows of the one before.) Answers every frame interval and the
 * frames whose content did not fill the view (`fills`, read in the frame before it is painted).
 */
function scrollToEnd(scroller: HTMLElement, step: number, fills: () => boolean = () => true): Promise<{ intervals: number[]; unfilled: number }> {
  return new Promise((resolve) => {
    const intervals: number[] = [];
    let unfilled = 0;
    let last = performance.now();
    const scroll = () => {
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    };
    const frame = (now: number) => {
      intervals.push(now - last);
      last = now;
      if (!fills()) unfilled++;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve({ intervals, unfilled });
      setTimeout(scroll, 0);
    };
    requestAnimationFrame((now) => {
      last = now;
      setTimeout(scroll, 0);
    });
  });
}

/**
 * The control for the event log's scroll: a scroller of the same size holding no rows, one tall box painted with a
 * 40 px stripe, scrolled the same way from `startAfterMs` after it is painted. What it drops is what this machine
 * drops with no work of ours.
 */
async function scrollPlain(count: number, step: number, startAfterMs: number): Promise<{ intervals: number[] }> {
  const { element } = mount(1200);
  const scroller = document.createElement('div');
  scroller.style.cssText = 'height: 600px; overflow: auto';
  const content = document.createElement('div');
  content.style.cssText = `height: ${count * 40}px; background: repeating-linear-gradient(#fff 0 39px, #d9e2ec 39px 40px)`;
  scroller.append(content);
  element.append(scroller);
  await painted();
  await pause(startAfterMs);
  const { intervals } = await scrollToEnd(scroller, step);
  element.remove();
  return { intervals };
}

/** No row checked. */
const NONE_SELECTED: Readonly<Record<string, true>> = {};

/**
 * Renders the event log table with `count` rows and, `startAfterMs` after they are painted, scrolls it by `step` px
 * per animation frame to the end: the initial render time, every frame interval, the frames whose rows did not fill
 * the view, and the long tasks seen while scrolling.
 */
async function scrollEvents(count: number, step: number, startAfterMs: number): Promise<{ initialMs: number; intervals: number[]; unfilled: number; longTasks: number; reachedEnd: boolean }> {
  const rows = eventRows(count);
  const { root, element } = mount(1200);
  const noop = () => undefined;
  await painted();
  const start = performance.now();
  flushSync(() =>
    root.render(
      <EventTable rows={rows} zone="UTC" hasMore={false} loadingMore={false} onLoadMore={noop} onOpen={noop} openId={null} selected={NONE_SELECTED} onToggleSelected={noop} onToggleAll={noop} />,
    ),
  );
  const initialMs = (await painted()) - start;
  const scroller = element.querySelector<HTMLElement>('.events-table__scroll');
  if (!scroller) throw new Error('The event table has no scroll container');
  scroller.style.maxHeight = '600px';
  await painted();
  await pause(startAfterMs);

  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length;
  });
  observer.observe({ type: 'longtask' });
  // The header cells are the sticky part of the header (the row group itself scrolls away).
  const header = scroller.querySelector('th');
  /** The rendered rows, or the canvas a fast scroll draws them on, reach from under the header to the bottom of the view. */
  const fills = () => {
    if (!header) return false;
    const view = scroller.getBoundingClientRect();
    const under = header.getBoundingClientRect().bottom;
    const canvas = scroller.querySelector<HTMLCanvasElement>('canvas.events-table__fast:not([hidden])');
    if (canvas) {
      const box = canvas.getBoundingClientRect();
      return box.top <= under && box.bottom >= view.bottom - 1;
    }
    const rendered = scroller.querySelectorAll('tr[data-index]');
    if (rendered.length === 0) return false;
    return rendered[0].getBoundingClientRect().top <= under && rendered[rendered.length - 1].getBoundingClientRect().bottom >= view.bottom - 1;
  };
  const { intervals, unfilled } = await scrollToEnd(scroller, step, fills);
  await painted();
  observer.disconnect();
  // The last row, in the table once the scrolling has stopped (a fast scroll draws its rows on a canvas until then).
  let reachedEnd = false;
  for (let waited = 0; !reachedEnd && waited < 2000; waited += 50) {
    reachedEnd = element.querySelector(`[aria-rowindex="${count + 1}"]`) !== null;
    if (!reachedEnd) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  root.unmount();
  return { initialMs, intervals, unfilled, longTasks, reachedEnd };
}

/** Loads uPlot before any timer starts (the chart imports it on first use). */
async function warmUp(): Promise<void> {
  await import('uplot');
}

declare global {
  interface Window {
    portalBench: {
      warmUp: typeof warmUp;
      drawChart: typeof drawChart;
      zoomChart: typeof zoomChart;
      scrollEvents: typeof scrollEvents;
      scrollPlain: typeof scrollPlain;
    };
  }
}

window.portalBench = { warmUp, drawChart, zoomChart, scrollEvents, scrollPlain };
