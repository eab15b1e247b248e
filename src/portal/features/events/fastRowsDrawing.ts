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

/** The text of one cell, as EventTableRow shows it. */
function cellText(row: EventRow, cell: TableColumn, zone: string): string {
  switch (cell) {
    case 'select':
      return '';
    case 'time':
      return formatEventTime(row.time, zone);
    case 'method':
      return row.kind === 'action' ? 'Action' : (row.verb ?? '–');
    case 'path':
      return row.path ?? '–';
    case 'status':
      return row.status === null ? '–' : String(row.status);
    case 'duration':
      return formatDuration(row.durationMs);
    case 'user':
      return row.userId ?? '–';
    case 'company':
      return row.companyId ?? '–';
  }
}

/** Cells that end long text with an ellipsis, as their CSS does (`text-overflow: ellipsis`). */
const ELLIPSIS_CELLS: ReadonlySet<TableColumn> = new Set(['path', 'user', 'company']);

/**
 * Texts cut to fit a width, by font, width and text: routes and ids repeat across rows, so most cells after the first
 * frames are one map lookup rather than a measurement.
 */
export class FittedText {
  private readonly cache = new Map<string, string>();

  /** `text`, or its longest start that fits `width` px with an ellipsis. */
  fit(context: CanvasRenderingContext2D, text: string, width: number): string {
    const key = `${context.font}\u0000${width}\u0000${text}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    let fitted = text;
    if (context.measureText(text).width > width) {
      let low = 0;
      let high = text.length;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (context.measureText(`${text.slice(0, mid)}…`).width <= width) low = mid;
        else high = mid - 1;
      }
      fitted = `${text.slice(0, low)}…`;
    }
    // Bounded: a list of distinct ids would otherwise grow it for ever.
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(key, fitted);
    return fitted;
  }
}

/** Draws `frame` on `context` (already scaled to CSS px), column by column so each column sets its font once. */
export function drawFastRows(context: CanvasRenderingContext2D, frame: FastRowsFrame, look: FastRowsLook, fitted: FittedText): void {
  const { rows, firstRowTop, rowHeight, zone, openId, columns, width, height } = frame;
  context.fillStyle = look.background;
  context.fillRect(0, 0, width, height);
  context.fillStyle = look.border;
  rows.forEach((row, i) => {
    if (row.id === openId) {
      context.fillStyle = look.openBackground;
      context.fillRect(0, firstRowTop + i * rowHeight, width, rowHeight);
      context.fillStyle = look.border;
    }
    context.fillRect(0, firstRowTop + i * rowHeight, width, 1);
  });
  context.textBaseline = 'alphabetic';
  // A cell's line box is centred in the cell's content box, below its 1 px top border and its padding.
  const lineTop = 1 + look.paddingTop + (rowHeight - 1 - 2 * look.paddingTop - look.lineHeight) / 2;
  for (const column of columns) {
    if (column.cell === 'select') continue;
    const left = column.left + look.padding;
    const room = column.width - 2 * look.padding;
    if (room <= 0) continue;
    if (column.cell === 'status') {
      drawStatusColumn(context, rows, (i) => firstRowTop + i * rowHeight, left, lineTop, look);
      continue;
    }
    context.font = column.cell === 'time' ? look.monoFont : look.font;
    context.fillStyle = column.cell === 'time' ? look.timeColor : look.ink;
    const lineBaseline = lineTop + baselineIn(context, look.lineHeight);
    const baseline = (i: number) => firstRowTop + i * rowHeight + lineBaseline;
    rows.forEach((row, i) => {
      const text = cellText(row, column.cell, zone);
      if (column.cell === 'method' && row.kind === 'action') {
        context.font = look.boldFont;
        context.fillStyle = look.actionColor;
        context.fillText(text, left, baseline(i));
        context.font = look.font;
        context.fillStyle = look.ink;
        return;
      }
      context.fillText(ELLIPSIS_CELLS.has(column.cell) ? fitted.fit(context, text, room) : text, left, baseline(i));
    });
  }
}

/**
 * Where the baseline of the context's font sits in a line box `lineHeight` tall, as CSS places it (half the leading
 * above the font's ascent).
 */
function baselineIn(context: CanvasRenderingContext2D, lineHeight: number): number {
  const metrics = context.measureText('0');
  const ascent = metrics.fontBoundingBoxAscent ?? lineHeight * 0.75;
  const descent = metrics.fontBoundingBoxDescent ?? lineHeight * 0.25;
  return (lineHeight - ascent - descent) / 2 + ascent;
}

/** The status column: each code in a rounded badge outlined in its class's colour, as the table's badge. */
function drawStatusColumn(context: CanvasRenderingContext2D, rows: readonly EventRow[], rowTop: (i: number) => number, left: number, lineTop: number, look: FastRowsLook): void {
  context.lineWidth = 1;
  context.font = look.font;
  const plainBaseline = lineTop + baselineIn(context, look.lineHeight);
  context.font = look.boldFont;
  const baseline = lineTop + baselineIn(context, look.lineHeight);
  rows.forEach((row, i) => {
    const top = rowTop(i);
    if (row.status === null) {
      context.font = look.font;
      context.fillStyle = look.ink;
      context.fillText('–', left, top + plainBaseline);
      context.font = look.boldFont;
      return;
    }
    const text = String(row.status);
    const color = look.statusColors[statusClass(row.status).kind];
    const badgeWidth = context.measureText(text).width + 2 * look.badgePadding + 2;
    // The badge is an inline block on the cell's line: its line box plus a 1 px border above and below.
    context.strokeStyle = color;
    context.beginPath();
    context.roundRect(left + 0.5, top + lineTop - 0.5, badgeWidth - 1, look.lineHeight + 1, look.badgeRadius);
    context.stroke();
    context.fillStyle = color;
    context.fillText(text, left + 1 + look.badgePadding, top + baseline);
  });
}
