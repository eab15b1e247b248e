import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { EventTableRow, type VisibleColumns } from './EventTableRow';
import type { EventRow } from './eventsRules';
import { textOnlyRowKey } from './tableRowsRules';

/** Rows per warm-up render: about what a fast scroll brings into view in one frame (tableRowsRules.ts). */
const ROWS_PER_RENDER = 20;
/** Warm-up renders: some 500 row renders, about 25-40 ms in all on a fresh page, spread over idle periods. */
const RENDERS = 24;
/** Idle time left (ms) below which the warm-up waits for the next idle period rather than render again. */
const MIN_IDLE_MS = 4;

const noop = () => undefined;

/**
 * Runs the fast-scroll row path once, when the browser is idle after the table first shows rows: text-only rows,
 * keyed by their place as EventTable keys them (`textOnlyRowKey`), rendered again and again with other rows into a
 * table that is never in the document. Without it, the first frames of the first fast scroll run that path in V8's
 * interpreter, at several times the cost of the later frames, and miss their frame.
 */
export function useWarmFastScroll(rows: readonly EventRow[], zone: string, columns: VisibleColumns): void {
  const warmed = useRef(false);
  // The rows, zone and columns of the latest render, read when the browser is idle (set in render: an effect would
  // add a task to every scroll frame).
  const latest = useRef({ rows, zone, columns });
  latest.current = { rows, zone, columns };
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (warmed.current || !hasRows) return undefined;
    const root = createRoot(document.createElement('table'));
    let renders = 0;
    let pending: number | null = null;
    const renderOnce = () => {
      const { rows: source, zone: shownZone, columns: shownColumns } = latest.current;
      const first = (renders * ROWS_PER_RENDER) % source.length;
      const slice = Array.from({ length: ROWS_PER_RENDER }, (_, slot) => source[(first + slot) % source.length]);
      flushSync(() =>
        root.render(
          <tbody>
            {slice.map((row, slot) => (
              <EventTableRow
                key={textOnlyRowKey(slot)}
                row={row}
                index={first + slot}
                zone={shownZone}
                columns={shownColumns}
                open={false}
                checked={false}
                fresh={false}
                textOnly
                onOpen={noop}
                onToggleSelected={noop}
              />
            ))}
          </tbody>,
        ),
      );
      renders++;
    };
    const step = (deadline?: IdleDeadline) => {
      pending = null;
      if (latest.current.rows.length === 0) return;
      do renderOnce();
      while (renders < RENDERS && deadline !== undefined && deadline.timeRemaining() > MIN_IDLE_MS);
      if (renders < RENDERS) pending = whenIdle(step);
      else {
        warmed.current = true;
        root.unmount();
      }
    };
    pending = whenIdle(step);
    return () => {
      if (pending !== null) cancelIdle(pending);
      if (!warmed.current) root.unmount();
    };
  }, [hasRows]);
}

/** Calls back when the browser is idle (within 2 s), or after 200 ms where it cannot tell. */
function whenIdle(callback: (deadline?: IdleDeadline) => void): number {
  return typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 2000 }) : window.setTimeout(callback, 200);
}

function cancelIdle(handle: number): void {
  if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}
