/** The virtualised event table's row rules: the rows rendered beyond the view, and the rows shown as text only. */
import { MAX_FULL_ROWS_ENTERING, OVERSCAN_ROWS, rowsToRender, textOnlyRows } from '@/portal/features/events/tableRowsRules';

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

describe('rows shown as text only', () => {
  it('shows every row in full at rest, even rows shown as text only before', () => {
    expect(textOnlyRows(ids(40, 60), new Set(ids(0, 20)), new Set(ids(40, 50)), false).size).toBe(0);
  });

  it('keeps rows in full while a few enter at a time, and shows as text only the rows of a larger jump', () => {
    const shown = new Set(ids(0, 30));
    expect(textOnlyRows(ids(MAX_FULL_ROWS_ENTERING, 30 + MAX_FULL_ROWS_ENTERING), shown, new Set(), true).size).toBe(0);
    expect([...textOnlyRows(ids(20, 30 + MAX_FULL_ROWS_ENTERING + 1), shown, new Set(), true)]).toEqual(ids(31, 31 + MAX_FULL_ROWS_ENTERING));
  });

  it('keeps the rows shown as text only so while the scrolling goes on, and forgets the rows no longer rendered', () => {
    // Five rows enter beside the ones shown as text only: those five show in full.
    const textOnly = textOnlyRows(ids(30, 60), new Set(ids(30, 55)), new Set(ids(40, 55)), true);
    expect([...textOnly].sort()).toEqual(ids(40, 55).sort());
    expect([...textOnlyRows(ids(50, 62), new Set(ids(30, 60)), textOnly, true)].sort()).toEqual(ids(50, 55).sort());
  });
});
