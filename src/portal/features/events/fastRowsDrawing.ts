/**
 * Draws event rows on a canvas as the table shows them (text, status badge, row borders), for a fast scroll: the
 * table draws the rows a fling or a scrollbar jump brings into view here until the scrolling stops (EventTable).
 * Pure drawing on a given 2D context, so tests can record what it draws.
 */
import { formatDuration, formatEventTime, statusClass, type EventRow, type StatusClass } from './eventsRules';
import type { TableColumn } from './tableViewConfigRules';

/** A column's place on the canvas, in CSS px from the table's left edge. */
export interface FastRowsColumn {
  cell: TableColumn;
  left: number;
  width: number;
}

/** The table's look, read from its computed style (fastRowsLook). */
export interface FastRowsLook {
  /** Canvas font of the cells, e.g. `400 14px system-ui`. */
  font: string;
  /** The time column's font (monospace). */
  monoFont: string;
  /** The font of the status badge and the action label (semi-bold). */
  boldFont: string;
  ink: string;
  background: string;
  openBackground: string;
  border: string;
  /** The time column's colour. */
  timeColor: string;
  actionColor: string;
  statusColors: Record<StatusClass['kind'], string>;
  /** Padding of a cell (px): left and right, top and bottom. */
  padding: number;
  paddingTop: number;
  /** Height of a cell's line of text (px). */
  lineHeight: number;
  /** Padding left and right inside the status badge (px). */
  badgePadding: number;
  badgeRadius: number;
}

/**
 * Reads the table's look from the computed style of `table`, its cells and a status badge if one shows (the design
 * tokens, fonts, paddings and line height the rows use).
 */
export function fastRowsLook(table: Element): FastRowsLook {
  const style = getComputedStyle(table);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const cell = table.querySelector('tbody td') ?? table.querySelector('th');
  const cellStyle = cell ? getComputedStyle(cell) : style;
  const badge = table.querySelector('.events-status');
  const px = (value: string, fallback: number) => {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  };
  const size = style.fontSize || '14px';
  const family = style.fontFamily || 'sans-serif';
  return {
    font: `400 ${size} ${family}`,
    monoFont: `400 ${size} ${token('--font-mono', 'monospace')}`,
    boldFont: `600 ${size} ${family}`,
    ink: style.color || '#0b1f3a',
    background: token('--color-bg', '#ffffff'),
    openBackground: token('--color-bg-soft', '#f4f7fb'),
    border: token('--color-border', '#d9e2ec'),
    timeColor: token('--color-brand-strong', '#075985'),
    actionColor: token('--color-info', '#1d4ed8'),
    statusColors: {
      success: token('--color-success', '#047857'),
      redirect: token('--color-info', '#1d4ed8'),
      'client-error': token('--color-warning', '#b45309'),
      'server-error': token('--color-danger', '#b91c1c'),
      other: token('--color-muted', '#5b6b80'),
    },
    padding: px(cellStyle.paddingLeft, 8),
    paddingTop: px(cellStyle.paddingTop, 8),
    lineHeight: cell?.tagName === 'TD' ? px(cellStyle.lineHeight, 20) : 20,
    badgePadding: badge ? px(getComputedStyle(badge).paddingLeft, 6.4) : 6.4,
    badgeRadius: px(token('--radius', '10px'), 10),
  };
}

/** What to draw: the rows from `firstRowTop` down, each `rowHeight` px tall, on a canvas of `width` × `height`. */
export interface FastRowsFrame {
  rows: readonly EventRow[];
  /** Where the first row starts on the canvas, in CSS px (the canvas keeps one size through a scroll). */
  firstRowTop: number;
  rowHeight: number;
  zone: string;
  /** The event open in the detail panel (its row is shaded). */
  openId: string | null;
  columns: readonly FastRowsColumn[];
  /** Canvas size in CSS px. */
  width: number;
  height: number;
}

/** What a drawn row shows: each cell's text, as EventTableRow shows it, and its status class. */
export interface DrawnRow {
  texts: Readonly<Record<TableColumn, string>>;
  statusKind: StatusClass['kind'] | null;
}

function drawnRow(row: EventRow, zone: string): DrawnRow {
  return {
    texts: {
      select: '',
      time: formatEventTime(row.time, zone),
      method: row.kind === 'action' ? 'Action' : (row.verb ?? '–'),
      path: row.path ?? '–',
      status: row.status === null ? '–' : String(row.status),
      duration: formatDuration(row.durationMs),
      user: row.userId ?? '–',
      company: row.companyId ?? '–',
    },
    statusKind: row.status === null ? null : statusClass(row.status).kind,
  };
}

/** Cells that end long text with an ellipsis, as their CSS does (`text-overflow: ellipsis`). */
const ELLIPSIS_CELLS: ReadonlySet<TableColumn> = new Set(['path', 'user', 'company']);

/** Texts cut to fit, past which the cache starts again: a list of distinct ids would otherwise grow it for ever. */
const MAX_FITTED = 5000;

/** A map inside a map, made on first use. */
function inner<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let found = outer.get(key);
  if (!found) {
    found = new Map();
    outer.set(key, found);
  }
  return found;
}

/**
 * What drawing the rows measures and formats, kept between frames: a scroll frame looks most of it up, and so
 * allocates little (the young-generation collections of a scroll follow what it allocates, and every `measureText`
 * makes a garbage-collected object of the browser's). Each row's texts by row and zone, texts cut to a column's width,
 * the status badges' text widths and each font's baseline.
 */
export class RowTexts {
  private readonly rows = new WeakMap<EventRow, { zone: string; drawn: DrawnRow }>();
  private readonly fitted = new Map<string, Map<string, string>>();
  private fittedCount = 0;
  private readonly widths = new Map<string, Map<string, number>>();
  private readonly baselines = new Map<string, number>();

  /** What `row` shows in `zone`. */
  row(row: EventRow, zone: string): DrawnRow {
    const known = this.rows.get(row);
    if (known?.zone === zone) return known.drawn;
    const drawn = drawnRow(row, zone);
    this.rows.set(row, { zone, drawn });
    return drawn;
  }

  /**
   * The cutter of one column, `width` px wide in `font`, the context's font while it is used: it answers `text`, or
   * its longest start that fits with an ellipsis.
   */
  fitter(font: string, width: number): (context: CanvasRenderingContext2D, text: string) => string {
    const key = `${font}\u0000${width}`;
    const column = inner(this.fitted, key);
    return (context, text) => {
      const known = column.get(text);
      if (known !== undefined) return known;
      const cut = fitText(context, text, width);
      if (this.fittedCount >= MAX_FITTED) {
        this.fitted.clear();
        column.clear();
        this.fitted.set(key, column);
        this.fittedCount = 0;
      }
      column.set(text, cut);
      this.fittedCount++;
      return cut;
    };
  }

  /** The width of texts in `font`, the context's font while it is used (a few distinct texts: status codes). */
  measurer(font: string): (context: CanvasRenderingContext2D, text: string) => number {
    const widths = inner(this.widths, font);
    return (context, text) => {
      let width = widths.get(text);
      if (width === undefined) {
        width = context.measureText(text).width;
        widths.set(text, width);
      }
      return width;
    };
  }

  /**
   * Where the baseline of `font`, the context's font, sits in a line box `lineHeight` tall, as CSS places it (half the
   * leading above the font's ascent).
   */
  baseline(context: CanvasRenderingContext2D, font: string, lineHeight: number): number {
    const key = `${font}\u0000${lineHeight}`;
    let baseline = this.baselines.get(key);
    if (baseline === undefined) {
      const metrics = context.measureText('0');
      const ascent = metrics.fontBoundingBoxAscent ?? lineHeight * 0.75;
      const descent = metrics.fontBoundingBoxDescent ?? lineHeight * 0.25;
      baseline = (lineHeight - ascent - descent) / 2 + ascent;
      this.baselines.set(key, baseline);
    }
    return baseline;
  }
}

/** `text`, or its longest start that fits `width` px with an ellipsis, in the context's font. */
function fitText(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (context.measureText(`${text.slice(0, mid)}…`).width <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}…`;
}

/** Draws `frame` on `context` (already scaled to CSS px), column by column so each column sets its font once. */
export function drawFastRows(context: CanvasRenderingContext2D, frame: FastRowsFrame, look: FastRowsLook, texts: RowTexts): void {
  const { rows, firstRowTop, rowHeight, zone, openId, columns, width, height } = frame;
  context.fillStyle = look.background;
  context.fillRect(0, 0, width, height);
  context.fillStyle = look.border;
  for (let i = 0; i < rows.length; i++) {
    if (rows[i].id === openId) {
      context.fillStyle = look.openBackground;
      context.fillRect(0, firstRowTop + i * rowHeight, width, rowHeight);
      context.fillStyle = look.border;
    }
    context.fillRect(0, firstRowTop + i * rowHeight, width, 1);
  }
  context.textBaseline = 'alphabetic';
  // A cell's line box is centred in the cell's content box, below its 1 px top border and its padding.
  const lineTop = 1 + look.paddingTop + (rowHeight - 1 - 2 * look.paddingTop - look.lineHeight) / 2;
  for (const column of columns) {
    if (column.cell === 'select') continue;
    const left = column.left + look.padding;
    const room = column.width - 2 * look.padding;
    if (room <= 0) continue;
    if (column.cell === 'status') {
      drawStatusColumn(context, { ...frame, left, lineTop }, look, texts);
      continue;
    }
    const font = column.cell === 'time' ? look.monoFont : look.font;
    context.font = font;
    context.fillStyle = column.cell === 'time' ? look.timeColor : look.ink;
    const lineBaseline = lineTop + texts.baseline(context, font, look.lineHeight);
    const fit = ELLIPSIS_CELLS.has(column.cell) ? texts.fitter(font, room) : null;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const text = texts.row(row, zone).texts[column.cell];
      const baseline = firstRowTop + i * rowHeight + lineBaseline;
      if (column.cell === 'method' && row.kind === 'action') {
        context.font = look.boldFont;
        context.fillStyle = look.actionColor;
        context.fillText(text, left, baseline);
        context.font = look.font;
        context.fillStyle = look.ink;
      } else {
        context.fillText(fit ? fit(context, text) : text, left, baseline);
      }
    }
  }
}

/** The status column: each code in a rounded badge outlined in its class's colour, as the table's badge. */
function drawStatusColumn(context: CanvasRenderingContext2D, frame: FastRowsFrame & { left: number; lineTop: number }, look: FastRowsLook, texts: RowTexts): void {
  const { rows, firstRowTop, rowHeight, zone, left, lineTop } = frame;
  context.lineWidth = 1;
  context.font = look.font;
  const plainBaseline = lineTop + texts.baseline(context, look.font, look.lineHeight);
  context.font = look.boldFont;
  const baseline = lineTop + texts.baseline(context, look.boldFont, look.lineHeight);
  const measure = texts.measurer(look.boldFont);
  for (let i = 0; i < rows.length; i++) {
    const top = firstRowTop + i * rowHeight;
    const { texts: cells, statusKind } = texts.row(rows[i], zone);
    if (statusKind === null) {
      context.font = look.font;
      context.fillStyle = look.ink;
      context.fillText(cells.status, left, top + plainBaseline);
      context.font = look.boldFont;
      continue;
    }
    const color = look.statusColors[statusKind];
    const badgeWidth = measure(context, cells.status) + 2 * look.badgePadding + 2;
    // The badge is an inline block on the cell's line: its line box plus a 1 px border above and below.
    context.strokeStyle = color;
    context.beginPath();
    context.roundRect(left + 0.5, top + lineTop - 0.5, badgeWidth - 1, look.lineHeight + 1, look.badgeRadius);
    context.stroke();
    context.fillStyle = color;
    context.fillText(cells.status, left + 1 + look.badgePadding, top + baseline);
  }
}
