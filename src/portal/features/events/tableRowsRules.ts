/**
 * Which rows of the virtualised event table render, and how: the rules that keep a long log scrolling at the
 * display's frame rate. Pure, so the table and its tests share them.
 */

/** Rows rendered beyond the view: ahead of the scroll while it moves, on both sides at rest. */
export const OVERSCAN_ROWS = 8;

/**
 * Most rows that may enter the view in one render as table rows. Past this, as in a fling or a jump of the
 * scrollbar, the table draws its rows on a canvas until the scrolling stops (FastRowsCanvas): twenty new rows of
 * cells a frame cost the browser more style, layout, paint and garbage-collected layout objects than fit in a frame.
 */
export const MAX_FULL_ROWS_ENTERING = 8;

/** Where the list is scrolling: toward later rows, earlier ones, or not at all. */
export type ScrollDirection = 'forward' | 'backward' | null;

/** The rows in view (first and last index, inclusive) of a list of `count` rows. */
export interface RowsInView {
  startIndex: number;
  endIndex: number;
  count: number;
}

/**
 * The indexes to render: the rows in view, with OVERSCAN_ROWS more ahead of a moving scroll and one behind it (rows
 * left behind would be painted for nothing), or OVERSCAN_ROWS on both sides at rest.
 */
export function rowsToRender({ startIndex, endIndex, count }: RowsInView, direction: ScrollDirection): number[] {
  const before = direction === 'forward' ? 1 : OVERSCAN_ROWS;
  const after = direction === 'backward' ? 1 : OVERSCAN_ROWS;
  const first = Math.max(0, startIndex - before);
  const last = Math.min(count - 1, endIndex + after);
  const indexes: number[] = [];
  for (let index = first; index <= last; index++) indexes.push(index);
  return indexes;
}

/**
 * Whether this render draws the rows on the fast-scroll canvas: while the list scrolls, once more than
 * MAX_FULL_ROWS_ENTERING rows enter the view at once, and from then on until the scrolling stops (rows never switch
 * between the canvas and the table in the middle of a scroll). `rendered` are the ids about to render, `shown` those
 * the last render showed, `drawing` whether it drew them.
 */
export function drawsFastRows(rendered: readonly string[], shown: ReadonlySet<string>, drawing: boolean, scrolling: boolean): boolean {
  if (!scrolling) return false;
  if (drawing) return true;
  let entering = 0;
  for (const id of rendered) if (!shown.has(id)) entering++;
  return entering > MAX_FULL_ROWS_ENTERING;
}
