import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { EventRow } from './eventsRules';
import { whenIdle } from '@/portal/shared/idle';
import { OVERSCAN_ROWS } from './tableRowsRules';
import type { TableColumn } from './tableViewConfigRules';
import { drawFastRows, fastRowsLook, RowTexts, type FastRowsColumn, type FastRowsLook } from './fastRowsDrawing';

/** Props of {@link FastRowsCanvas}. */
export interface FastRowsCanvasProps {
  /** Draws and shows the rows; hidden otherwise. */
  active: boolean;
  /** The rows to draw, from the first one on. */
  rows: readonly EventRow[];
  /** Every row of the list: drawn off screen once while the browser is idle, so the first fast scroll's frames are not the first draw. */
  allRows: readonly EventRow[];
  /** Where the first row starts below the table's header, in px. */
  start: number;
  /** Height of the whole list below the header, in px: the canvas never reaches past it. */
  listHeight: number;
  rowHeight: number;
  zone: string;
  /** The columns shown, in table order: one per header cell. */
  columns: readonly TableColumn[];
  openId: string | null;
  /** The table the canvas draws over: its header cells give the columns and its style the look. */
  tableRef: RefObject<HTMLTableElement | null>;
  /** Told once, after the first render, whether this browser can draw on a canvas. */
  onReady: (drawable: boolean) => void;
  onOpen: (eventId: string) => void;
}

/** What the canvas measured of the table when it last became active. */
interface Measured {
  columns: FastRowsColumn[];
  headerHeight: number;
  width: number;
  /** Most rows a fast scroll renders in this view: the canvas is sized for them once, not at every change of count. */
  capacity: number;
}

/** Warm-up draws, spread over idle periods. */
const WARM_DRAWS = 12;
/** Idle time left (ms) below which the warm-up waits for the next idle period rather than draw again. */
const MIN_IDLE_MS = 4;

/**
 * Sizes the canvas to `width` × `height` CSS px at the display's pixel ratio, which it answers. Resizing clears and
 * reallocates the canvas, so only a change of size does it (the row count is steady through a scroll).
 */
function size(canvas: HTMLCanvasElement, width: number, height: number): number {
  const ratio = window.devicePixelRatio || 1;
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(height * ratio);
  if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  return ratio;
}

/** Measures where the table's columns are, from its header cells. */
function measure(table: HTMLTableElement, columns: readonly TableColumn[], rowHeight: number): Measured {
  const box = table.getBoundingClientRect();
  const view = table.parentElement?.clientHeight ?? 0;
  const headers = Array.from(table.tHead?.rows[0]?.cells ?? []);
  return {
    columns: columns.map((cell, i) => {
      const rect = headers[i]?.getBoundingClientRect();
      return { cell, left: rect ? rect.left - box.left : 0, width: rect ? rect.width : 0 };
    }),
    headerHeight: table.tHead?.offsetHeight ?? 0,
    width: box.width,
    // The rows in view, one cut at each end, the overscan ahead of the scroll and the row behind it.
    capacity: Math.ceil(view / rowHeight) + 1 + OVERSCAN_ROWS + 1,
  };
}

/**
 * The rows of a fast scroll drawn on one canvas over the table, in the scrolled content so the browser scrolls it
 * with the rows' place. Drawing text on a canvas costs the browser no style, layout or garbage-collected layout
 * objects, which a table of twenty new rows every frame does; the table shows its rows again when the scrolling
 * stops. Hidden from assistive technology: the table's rows are the accessible content.
 */
export function FastRowsCanvas({ active, rows, allRows, start, listHeight, rowHeight, zone, columns, openId, tableRef, onReady, onOpen }: FastRowsCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const context = useRef<CanvasRenderingContext2D | null>(null);
  const measured = useRef<Measured | null>(null);
  /**
   * The table's look, read once while rows show: the cells' line height and the status badge's padding come from
   * them, and a fast scroll has taken them out of the table.
   */
  const look = useRef<FastRowsLook | null>(null);
  // Made once (`useRef(new RowTexts())` would make, and drop, one on every scroll frame).
  const [texts] = useState(() => new RowTexts());
  /** Where the first drawn row starts on the canvas (clicks find their row from it). */
  const firstRowTop = useRef(0);

  useLayoutEffect(() => {
    // Opaque: every draw fills the whole canvas first, and an opaque canvas costs the browser less to hand to the
    // compositor and to blend (docs/benchmarks.md, "Portal drawing").
    context.current = canvasRef.current?.getContext('2d', { alpha: false }) ?? null;
    onReady(context.current !== null);
    // Once: whether the browser draws does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const latest = useRef({ allRows, zone, columns, openId, rowHeight });
  latest.current = { allRows, zone, columns, openId, rowHeight };
  const warmed = useRef(false);
  const hasRows = allRows.length > 0;
  useEffect(() => {
    if (warmed.current || !hasRows) return undefined;
    let draws = 0;
    let cancel: (() => void) | null = null;
    const step = (deadline?: IdleDeadline) => {
      cancel = null;
      const table = tableRef.current;
      const canvas = canvasRef.current;
      const drawing = context.current;
      const { allRows: source, zone: shownZone, columns: shownColumns, openId: shownOpen, rowHeight: height } = latest.current;
      if (!table || !canvas || !drawing || source.length === 0 || !canvas.hidden) return;
      look.current ??= fastRowsLook(table);
      const { columns: placed, width, capacity } = measure(table, shownColumns, height);
      const ratio = size(canvas, width, capacity * height);
      do {
        const first = (draws * capacity) % source.length;
        const slice = Array.from({ length: capacity }, (_, i) => source[(first + i) % source.length]);
        drawing.setTransform(ratio, 0, 0, ratio, 0, 0);
        drawFastRows(drawing, { rows: slice, firstRowTop: 0, rowHeight: height, zone: shownZone, openId: shownOpen, columns: placed, width, height: capacity * height }, look.current, texts);
        draws++;
      } while (draws < WARM_DRAWS && deadline !== undefined && deadline.timeRemaining() > MIN_IDLE_MS);
      if (draws < WARM_DRAWS) cancel = whenIdle(step);
      else warmed.current = true;
    };
    cancel = whenIdle(step);
    return () => {
      cancel?.();
    };
  }, [hasRows, tableRef, texts]);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const table = tableRef.current;
    if (!active || !canvas || !table || !context.current) {
      measured.current = null;
      return;
    }
    look.current ??= fastRowsLook(table);
    measured.current ??= measure(table, columns, rowHeight);
    const { columns: placed, headerHeight, width, capacity } = measured.current;
    // One size through the scroll, within the list: at its end the canvas stops at the last row and the rows move down it.
    const height = Math.min(Math.max(capacity, rows.length) * rowHeight, listHeight);
    const top = Math.max(0, Math.min(start, listHeight - height));
    firstRowTop.current = start - top;
    const ratio = size(canvas, width, height);
    canvas.style.transform = `translateY(${headerHeight + top}px)`;
    context.current.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawFastRows(context.current, { rows, firstRowTop: firstRowTop.current, rowHeight, zone, openId, columns: placed, width, height }, look.current, texts);
  });

  const open = (event: MouseEvent<HTMLCanvasElement>) => {
    const row = rows[Math.floor((event.clientY - event.currentTarget.getBoundingClientRect().top - firstRowTop.current) / rowHeight)];
    if (row) onOpen(row.id);
  };

  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a mouse shortcut while the rows fly by: each row's open button is its keyboard control once the scrolling stops
  return <canvas ref={canvasRef} className="events-table__fast" hidden={!active} aria-hidden="true" onClick={open} />;
}
