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
import { TimeSeriesChart } from '@/portal/features/timeSeries/TimeSeriesChart';
import '@/portal/features/timeSeries/TimeSeriesScreen.css';

const MINUTE_S = 60;

/** A frame, then the first task after it: the point where the browser has painted what was committed. */
const painted = (): Promise<number> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

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

/** Resolves once the chart's canvas is in the page (uPlot builds it after its module loads). */
function canvasIn(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (element.querySelector('canvas')) return resolve();
    const observer = new MutationObserver(() => {
      if (!element.querySelector('canvas')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { childList: true, subtree: true });
  });
}

/** Draws 2 × `points` on a fresh chart: milliseconds from render to painted. */
async function drawChart(points: number): Promise<number> {
  const data = trafficData(points);
  const { root, element } = mount(1200);
  await painted();
  const start = performance.now();
  flushSync(() => root.render(<TimeSeriesChart data={data} lines={LINES} summary="Benchmark chart" timeZone="UTC" height={400} />));
  await canvasIn(element);
  const end = await painted();
  root.unmount();
  return end - start;
}

/**
 * Zoom as the product does it: the chart gets the zoomed window's data (the last day, by minute) and then the full
 * range again; milliseconds from the new data to painted, for each direction.
 */
async function zoomChart(points: number): Promise<{ inMs: number; outMs: number }> {
  const full = trafficData(points);
  const day = full.map((column) => column.slice(-1440)) as ChartData;
  const { root, element } = mount(1200);
  const render = (data: ChartData) => flushSync(() => root.render(<TimeSeriesChart data={data} lines={LINES} summary="Benchmark chart" timeZone="UTC" height={400} />));
  render(full);
  await canvasIn(element);
  await painted();
  const measure = async (data: ChartData) => {
    const start = performance.now();
    render(data);
    return (await painted()) - start;
  };
  const inMs = await measure(day);
  const outMs = await measure(full);
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

/** No row checked. */
const NONE_SELECTED: Readonly<Record<string, true>> = {};

/**
 * Renders the event log table with `count` rows, then scrolls it by `step` px per animation frame to the end: the
 * initial render time, every frame interval, and the long tasks seen while scrolling.
 */
async function scrollEvents(count: number, step: number): Promise<{ initialMs: number; intervals: number[]; longTasks: number; reachedEnd: boolean }> {
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

  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    longTasks += list.getEntries().length;
  });
  observer.observe({ type: 'longtask' });
  const intervals: number[] = await new Promise((resolve) => {
    const seen: number[] = [];
    let last = performance.now();
    const frame = (now: number) => {
      seen.push(now - last);
      last = now;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve(seen);
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame((now) => {
      last = now;
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    });
  });
  await painted();
  observer.disconnect();
  const reachedEnd = element.querySelector(`[aria-rowindex="${count + 1}"]`) !== null;
  root.unmount();
  return { initialMs, intervals, longTasks, reachedEnd };
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
    };
  }
}

window.portalBench = { warmUp, drawChart, zoomChart, scrollEvents };
