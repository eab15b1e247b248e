import { useVirtualizer, type Range, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { Button } from '@/components/Button';
import { EventTableRow } from './EventTableRow';
import { FastRowsCanvas } from './FastRowsCanvas';
import type { EventRow } from './eventsRules';
import { drawsFastRows, OVERSCAN_ROWS, rowsToRender, type ScrollDirection } from './tableRowsRules';
import { shownColumns, type OptionalColumn, type TableColumn } from './tableViewConfigRules';

/** Props of {@link EventTable}. */
export interface EventTableProps {
  rows: EventRow[];
  /** Zone the times show in. */
  zone: string;
  hasMore: boolean;
  loadingMore: boolean;
  /** Asks for the next page (called when the last rows scroll into view, or from the button). */
  onLoadMore: () => void;
  onOpen: (eventId: string) => void;
  /** The id of the event open in the detail panel. */
  openId: string | null;
  /** Optional columns the user hid. */
  hidden?: readonly OptionalColumn[];
  /** Checked rows by event id. */
  selected: Readonly<Record<string, true>>;
  /** A row's box was checked or unchecked. */
  onToggleSelected: (eventId: string) => void;
  /** The select-all box of the loaded rows. */
  onToggleAll: () => void;
  /** Ids of rows just added by the live tail (highlighted briefly). */
  fresh?: readonly string[];
}

/** The header cell of each column but the select box's. */
const HEADINGS: Record<Exclude<TableColumn, 'select'>, { label: string; className: string }> = {
  time: { label: 'Time', className: 'events-table__col-time' },
  method: { label: 'Method', className: 'events-table__col-method' },
  path: { label: 'Route or action', className: 'events-table__col-path' },
  status: { label: 'Status', className: 'events-table__col-status' },
  duration: { label: 'Duration', className: 'events-table__col-duration' },
  user: { label: 'User', className: 'events-table__col-id' },
  company: { label: 'Company', className: 'events-table__col-id' },
};

/** Every row's height in px, which EventLogScreen.css holds every row to (a browser test checks it). */
const ROW_HEIGHT = 40;

/** The header's box: checks every loaded row; mixed when some are checked. */
function SelectAllBox({ checked, total, onChange }: { checked: number; total: number; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  // Before the paint: a plain effect would show the box unmixed for a frame (Preact runs effects after the paint).
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = checked > 0 && checked < total;
  }, [checked, total]);
  return <input ref={ref} type="checkbox" checked={total > 0 && checked === total} onChange={onChange} aria-label="Select all loaded events" />;
}

/** The header row. Memoised: a scroll frame renders the table again, and the header does not change with it. */
const EventTableHead = memo(function EventTableHead({ columns, checked, total, onToggleAll }: { columns: readonly TableColumn[]; checked: number; total: number; onToggleAll: () => void }) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((column) =>
          column === 'select' ? (
            <th key={column} scope="col" className="events-table__select">
              <SelectAllBox checked={checked} total={total} onChange={onToggleAll} />
            </th>
          ) : (
            <th key={column} scope="col" className={HEADINGS[column].className}>
              {HEADINGS[column].label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
});

/**
 * The event id of the row a mouse click landed on, or null when the click belongs to a control of its own (the
 * row's checkbox or open button) or ended a text selection. Keyboard users open a row with its button; this
 * makes the whole row a mouse target without a positioned overlay on every row, which would slow scrolling.
 */
function clickedRowId(event: MouseEvent<HTMLTableSectionElement>): string | null {
  const target = event.target as Element;
  if (target.closest('input, button, a')) return null;
  if (window.getSelection()?.isCollapsed === false) return null;
  return target.closest<HTMLTableRowElement>('tr[data-event-id]')?.dataset.eventId ?? null;
}

const NO_EVENTS: readonly EventRow[] = [];
const NO_ITEMS: readonly VirtualItem[] = [];

/** Rows left below the view when the next page is asked for. */
const LOAD_AHEAD = 10;

/** The events as a table, newest first, rendering only the rows in view; scrolling near the end loads more. */
export function EventTable({ rows, zone, hasMore, loadingMore, onLoadMore, onOpen, openId, hidden = [], selected, onToggleSelected, onToggleAll, fresh = [] }: EventTableProps) {
  // One list per set of hidden columns, so rows that did not change skip rendering while the list scrolls.
  const hiddenKey = hidden.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- hiddenKey stands for `hidden`, whose array identity may change each render
  const columns = useMemo(() => shownColumns(hidden), [hiddenKey]);
  // Counted once per change of rows or selection, not on every scroll frame (the list may hold thousands of rows).
  const checked = useMemo(() => rows.filter((row) => selected[row.id]).length, [rows, selected]);
  const freshIds = useMemo(() => new Set(fresh), [fresh]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser of the last render (the same object every render): its scroll state, updated by the scroll event
  // before this render, picks the rows to render beyond the view.
  const previous = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const direction: ScrollDirection = previous.current?.isScrolling ? previous.current.scrollDirection : null;
  const rangeExtractor = useCallback((range: Range) => rowsToRender(range, direction), [direction]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
  });
  previous.current = virtualizer;
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1;

  // A fast scroll draws the rows on a canvas over the table until it stops (tableRowsRules.ts), where the browser
  // can draw on one (FastRowsCanvas tells once it has rendered).
  const renderedIds = items.map((item) => rows[item.index].id);
  const shown = useRef<{ ids: ReadonlySet<string>; drawn: boolean }>({ ids: new Set(), drawn: false });
  const canDraw = useRef(false);
  const drawn = canDraw.current && drawsFastRows(renderedIds, shown.current.ids, shown.current.drawn, virtualizer.isScrolling);
  useLayoutEffect(() => {
    shown.current = { ids: new Set(renderedIds), drawn };
  });
  const onCanvasReady = useCallback((drawable: boolean) => {
    canDraw.current = drawable;
  }, []);
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);

  const top = items.length > 0 ? items[0].start : 0;
  const bottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div className="events-table">
      {/* Focusable so keyboard users can scroll the list. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="events-table__scroll" ref={scrollRef} tabIndex={0} role="region" aria-label="Events, newest first">
        <table ref={tableRef} aria-rowcount={rows.length + 1}>
          <caption className="visually-hidden">Events, newest first. Each time opens the event's detail.</caption>
          <EventTableHead columns={columns} checked={checked} total={rows.length} onToggleAll={onToggleAll} />
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a mouse shortcut: each row's open button is its keyboard control */}
          <tbody
            onClick={(event) => {
              const id = clickedRowId(event);
              if (id !== null) onOpen(id);
            }}
          >
            {drawn ? <tr aria-hidden="true" style={{ height: virtualizer.getTotalSize() }} /> : null}
            {!drawn && top > 0 ? <tr aria-hidden="true" style={{ height: top }} /> : null}
            {(drawn ? NO_ITEMS : items).map((item) => {
              const row = rows[item.index];
              return (
                <EventTableRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  zone={zone}
                  columns={columns}
                  open={openId === row.id}
                  checked={selected[row.id] === true}
                  fresh={freshIds.has(row.id)}
                  onOpen={onOpen}
                  onToggleSelected={onToggleSelected}
                />
              );
            })}
            {!drawn && bottom > 0 ? <tr aria-hidden="true" style={{ height: bottom }} /> : null}
          </tbody>
        </table>
        <FastRowsCanvas
          active={drawn}
          rows={drawn ? items.map((item) => rows[item.index]) : NO_EVENTS}
          allRows={rows}
          start={top}
          listHeight={virtualizer.getTotalSize()}
          rowHeight={ROW_HEIGHT}
          zone={zone}
          columns={columns}
          openId={openId}
          tableRef={tableRef}
          onReady={onCanvasReady}
          onOpen={onOpen}
        />
      </div>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading more events…' : 'Load more events'}
        </Button>
      ) : null}
    </div>
  );
}
