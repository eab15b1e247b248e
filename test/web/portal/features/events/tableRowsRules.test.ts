/** The virtualised event table's row rules: the rows rendered beyond the view, and when a fast scroll draws them on a canvas. */
import { drawsFastRows, MAX_FULL_ROWS_ENTERING, OVERSCAN_ROWS, rowsToRender } from '@/portal/features/events/tableRowsRules';

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `e${from + i}`);

describe('rows rendered beyond the view', () => {
  it('renders the overscan on both sides at rest, and clamps it to the list', () => {
    expect(rowsToRender({ startIndex: 30, endIndex: 44, count: 1000 }, null)).toEqual(Array.from({ length: 15 + 2 * OVERSCAN_ROWS }, (_, i) => 30 - OVERSCAN_ROWS + i));
    expect(rowsToRender({ startIndex: 2, endIndex: 16, count: 20 }, null)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('renders the overscan ahead of a moving scroll only, with one row behind it', () => {
    const forward = rowsToRender({ startIndex: 30, endIndex: 44, count: 1000 }, 'forward');
    expect([forward[0], forward[forward.length - 1]]).toEqual([29, 44 + OVERSCAN_ROWS]);
    const backward = rowsToRender({ startIndex: 30, endIndex: 44, count: 1000 }, 'backward');
    expect([backward[0], backward[backward.length - 1]]).toEqual([30 - OVERSCAN_ROWS, 45]);
  });
});

describe('rows drawn on the fast-scroll canvas', () => {
  it('draws no rows at rest, even right after a fast scroll drew them', () => {
    expect(drawsFastRows(ids(40, 60), new Set(ids(0, 20)), true, false)).toBe(false);
  });

  it('keeps the rows in the table while a few enter at a time, and draws them once more enter at once', () => {
    const shown = new Set(ids(0, 30));
    expect(drawsFastRows(ids(MAX_FULL_ROWS_ENTERING, 30 + MAX_FULL_ROWS_ENTERING), shown, false, true)).toBe(false);
    expect(drawsFastRows(ids(20, 30 + MAX_FULL_ROWS_ENTERING + 1), shown, false, true)).toBe(true);
  });

  it('keeps drawing until the scrolling stops, even when the scroll slows to a few rows at a time', () => {
    expect(drawsFastRows(ids(31, 61), new Set(ids(30, 60)), true, true)).toBe(true);
  });
});
