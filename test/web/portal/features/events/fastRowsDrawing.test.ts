/** The fast-scroll canvas's drawing: each cell's text in its column, the status badges, long text cut, the open row. */
import type { EventRow } from '@/portal/features/events/eventsRules';
import { drawFastRows, RowTexts, type FastRowsColumn, type FastRowsLook } from '@/portal/features/events/fastRowsDrawing';
import { shownColumns } from '@/portal/features/events/tableViewConfigRules';
import { CanvasRecorder } from '../../../support/canvasRecorder';

const LOOK: FastRowsLook = {
  font: '400 14px sans',
  monoFont: '400 14px mono',
  boldFont: '600 14px sans',
  ink: 'ink',
  background: 'white',
  openBackground: 'soft',
  border: 'line',
  timeColor: 'brand',
  actionColor: 'info',
  statusColors: { success: 'green', redirect: 'blue', 'client-error': 'amber', 'server-error': 'red', other: 'grey' },
  padding: 8,
  paddingTop: 8,
  lineHeight: 20,
  badgePadding: 6.4,
  badgeRadius: 10,
};

const call = (id: string, over: Partial<EventRow> = {}): EventRow => ({
  id,
  kind: 'call',
  time: '2024-05-01T12:00:00.000Z',
  verb: 'GET',
  path: '/orders',
  status: 200,
  durationMs: 1250,
  userId: 'user-1',
  companyId: null,
  sort: [0, id],
  ...over,
});

/** The table's columns at their CSS widths, side by side. */
const widths: Record<string, number> = { select: 36, time: 224, method: 88, path: 120, status: 88, duration: 104, user: 144, company: 144 };
function placed(): FastRowsColumn[] {
  let left = 0;
  return shownColumns([]).map((cell) => {
    const column = { cell, left, width: widths[cell] };
    left += widths[cell];
    return column;
  });
}

function draw(rows: EventRow[], openId: string | null = null, firstRowTop = 0, { texts = new RowTexts(), zone = 'UTC', recorder = new CanvasRecorder() } = {}) {
  drawFastRows(recorder as unknown as CanvasRenderingContext2D, { rows, firstRowTop, rowHeight: 40, zone, openId, columns: placed(), width: 948, height: rows.length * 40 }, LOOK, texts);
  return recorder;
}

describe('the cells of a drawn row', () => {
  it('draws each cell as the table shows it, in its column past the padding, on its row', () => {
    const recorder = draw([call('a'), call('b', { status: 503, durationMs: 20, userId: null, companyId: 'acme' })]);
    const row = (y: number) => recorder.texts.filter((text) => Math.floor(text.y / 40) === y).map((text) => [text.text, text.x, text.font, text.color]);
    expect(row(0)).toEqual([
      ['2024-05-01 12:00:00.000', 36 + 8, '400 14px mono', 'brand'],
      ['GET', 260 + 8, '400 14px sans', 'ink'],
      ['/orders', 348 + 8, '400 14px sans', 'ink'],
      ['200', 468 + 8 + 1 + 6.4, '600 14px sans', 'green'],
      ['1.25 s', 556 + 8, '400 14px sans', 'ink'],
      ['user-1', 660 + 8, '400 14px sans', 'ink'],
      ['–', 804 + 8, '400 14px sans', 'ink'],
    ]);
    // On the cell's baseline as CSS places it: line box 10.5 px down (border, padding, centred), half the leading, the ascent.
    expect(new Set(recorder.texts.filter((text) => text.y < 40).map((text) => text.y))).toEqual(new Set([25.5]));
    expect(row(1).map(([text]) => text)).toEqual(['2024-05-01 12:00:00.000', 'GET', '/orders', '503', '20 ms', '–', 'acme']);
    expect(recorder.texts.find((text) => text.text === '503')?.color).toBe('red');
  });

  it('outlines each status in a badge of its class colour, and draws an action as the table labels it', () => {
    const recorder = draw([call('a', { status: 404 }), call('b', { kind: 'action', verb: null, path: 'Signed in', status: null })]);
    expect(recorder.shapes.filter((shape) => shape.kind === 'roundRect')).toEqual([{ kind: 'roundRect', x: 468 + 8 + 0.5, y: 10, width: 3 * 7 + 2 * 6.4 + 1, height: 21, color: 'amber' }]);
    const action = recorder.texts.find((text) => text.text === 'Action');
    expect(action).toMatchObject({ font: '600 14px sans', color: 'info' });
    expect(recorder.texts.filter((text) => text.y > 40).map((text) => text.text)).toEqual(['2024-05-01 12:00:00.000', 'Action', 'Signed in', '–', '1.25 s', 'user-1', '–']);
  });

  it('draws the rows from where the first one starts on the canvas, over a background that fills all of it', () => {
    const recorder = draw([call('a')], null, 100);
    expect(new Set(recorder.texts.map((text) => text.y))).toEqual(new Set([125.5]));
    expect(recorder.shapes[0]).toEqual({ kind: 'fillRect', x: 0, y: 0, width: 948, height: 40, color: 'white' });
    expect(recorder.shapes[1]).toMatchObject({ y: 100, height: 1, color: 'line' });
  });

  it('cuts a route or id longer than its column with an ellipsis', () => {
    // 120 px less 16 px of padding: 14 characters of 7 px with the ellipsis.
    const recorder = draw([call('a', { path: '/customers/:id/invoices/:invoice' })]);
    const path = recorder.texts.find((text) => text.text.startsWith('/customers'));
    expect(path?.text).toBe('/customers/:i…');
    expect(path!.text.length * 7).toBeLessThanOrEqual(120 - 16);
  });

  it('shades the open row and draws a border above every row', () => {
    const recorder = draw([call('a'), call('b'), call('c')], 'b');
    const fills = recorder.shapes.filter((shape) => shape.kind === 'fillRect');
    expect(fills.filter((shape) => shape.color === 'soft')).toEqual([{ kind: 'fillRect', x: 0, y: 40, width: 948, height: 40, color: 'soft' }]);
    expect(fills.filter((shape) => shape.color === 'line').map((shape) => [shape.y, shape.height])).toEqual([
      [0, 1],
      [40, 1],
      [80, 1],
    ]);
  });

  it('draws the same rows again without measuring anything, and formats their times again in another zone', () => {
    const rows = [call('a', { path: '/customers/:id/invoices/:invoice', status: 404 }), call('b')];
    const texts = new RowTexts();
    const recorder = new CanvasRecorder();
    const measured = jest.spyOn(recorder, 'measureText');
    draw(rows, null, 0, { texts, recorder });
    expect(measured).toHaveBeenCalled();
    const first = recorder.texts.map((text) => text.text);

    measured.mockClear();
    recorder.clear();
    draw(rows, null, 0, { texts, recorder });
    expect(measured).not.toHaveBeenCalled();
    expect(recorder.texts.map((text) => text.text)).toEqual(first);

    recorder.clear();
    draw(rows, null, 0, { texts, recorder, zone: 'Asia/Tokyo' });
    expect(recorder.texts.filter((text) => text.font === '400 14px mono').map((text) => text.text)).toEqual(['2024-05-01 21:00:00.000', '2024-05-01 21:00:00.000']);
  });
});
