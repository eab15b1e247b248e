import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/Button';
import { formatDuration, formatEventTime, statusClass, type EventRow } from './eventsRules';
import type { OptionalColumn } from './tableViewConfigRules';

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
}

const ROW_HEIGHT = 40;

/** What a row is, read out with its open button: `GET /orders 200` or `Action Signed in`. */
function rowSummary(row: EventRow): string {
  if (row.kind === 'action') return `Action ${row.path ?? ''}`.trim();
  return [row.verb, row.path, row.status].filter((part) => part !== null).join(' ');
}
/** Rows left below the view when the next page is asked for. */
const LOAD_AHEAD = 10;

/** The events as a table, newest first, rendering only the rows in view; scrolling near the end loads more. */
export function EventTable({ rows, zone, hasMore, loadingMore, onLoadMore, onOpen, openId, hidden = [] }: EventTableProps) {
  const shows = (column: OptionalColumn) => !hidden.includes(column);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1;

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
        <table aria-rowcount={rows.length + 1}>
          <caption className="visually-hidden">Events, newest first. Each time opens the event's detail.</caption>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">Time</th>
              {shows('method') ? <th scope="col">Method</th> : null}
              <th scope="col">Route or action</th>
              {shows('status') ? <th scope="col">Status</th> : null}
              {shows('duration') ? <th scope="col">Duration</th> : null}
              {shows('user') ? <th scope="col">User</th> : null}
              {shows('company') ? <th scope="col">Company</th> : null}
            </tr>
          </thead>
          <tbody>
            {top > 0 ? <tr aria-hidden="true" style={{ height: top }} /> : null}
            {items.map((item) => {
              const row = rows[item.index];
              const status = row.status === null ? null : statusClass(row.status);
              return (
                <tr
                  key={row.id}
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                  className={`events-table__row${openId === row.id ? ' events-table__row--open' : ''}`}
                >
                  <td className="events-table__time">
                    {/* The row's one control: Enter or a click opens the detail (the button covers the row). */}
                    <button
                      type="button"
                      className="events-table__open"
                      aria-current={openId === row.id ? 'true' : undefined}
                      aria-label={`${formatEventTime(row.time, zone)}, ${rowSummary(row)}: open the detail`}
                      onClick={() => onOpen(row.id)}
                    >
                      {formatEventTime(row.time, zone)}
                    </button>
                  </td>
                  {shows('method') ? (
                    <td>{row.kind === 'action' ? <span className="events-table__action">Action</span> : (row.verb ?? '–')}</td>
                  ) : null}
                  <td className="events-table__path">{row.path ?? '–'}</td>
                  {shows('status') ? (
                  <td>
                    {status ? (
                      <span className={`events-status events-status--${status.kind}`}>
                        {row.status}
                        <span className="visually-hidden"> {status.label}</span>
                      </span>
                    ) : (
                      '–'
                    )}
                  </td>
                  ) : null}
                  {shows('duration') ? <td>{formatDuration(row.durationMs)}</td> : null}
                  {shows('user') ? <td>{row.userId ?? '–'}</td> : null}
                  {shows('company') ? <td>{row.companyId ?? '–'}</td> : null}
                </tr>
              );
            })}
            {bottom > 0 ? <tr aria-hidden="true" style={{ height: bottom }} /> : null}
          </tbody>
        </table>
      </div>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading more events…' : 'Load more events'}
        </Button>
      ) : null}
    </div>
  );
}
