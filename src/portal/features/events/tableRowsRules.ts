/**
 * Which rows of the virtualised event table render, and how: the rules that keep a long log scrolling at the
 * display's frame rate. Pure, so the table and its tests share them.
 */

/** Rows rendered beyond the view: ahead of the scroll while it moves, on both sides at rest. */
export const OVERSCAN_ROWS = 8;

/**
 * Most rows that may enter the view in one render with their controls (checkbox, open button, status label). Past
 * this, as in a fling or a jump of the scrollbar, the rows entering show their text only until the scrolling stops:
 * each row's controls cost about as much to lay out and paint as the rest of the row, and twenty full rows a frame
 * do not fit in one.
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
 * The ids of the rows to render with their text only. At rest, none. While scrolling, the rows that were so and are
 * still rendered, plus the rows entering now when more than MAX_FULL_ROWS_ENTERING enter at once.
 * `rendered` are the ids about to render, `shown` those the last render showed, `textOnly` those it showed so.
 */
export function textOnlyRows(rendered: readonly string[], shown: ReadonlySet<string>, textOnly: ReadonlySet<string>, scrolling: boolean): ReadonlySet<string> {
  if (!scrolling) return NO_ROWS;
  const entering = rendered.filter((id) => !shown.has(id));
  const plain = entering.length > MAX_FULL_ROWS_ENTERING ? new Set(entering) : new Set<string>();
  for (const id of rendered) if (textOnly.has(id)) plain.add(id);
  return plain.size === 0 ? NO_ROWS : plain;
}

/**
 * The key of the `slot`-th text-only row of a render. Text-only rows are keyed by their place, so the rows entering a
 * fast scroll take over the elements of the rows leaving it and only their text changes.
 */
export function textOnlyRowKey(slot: number): string {
  return `text-only-${slot}`;
}

/** The empty set, one object so that rows given it do not render again. */
const NO_ROWS: ReadonlySet<string> = new Set();
