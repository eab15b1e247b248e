import { memo } from 'react';
import { formatDuration, formatEventTime, statusClass, type EventRow } from './eventsRules';
import type { TableColumn } from './tableViewConfigRules';

/** Props of {@link EventTableRow}. */
export interface EventTableRowProps {
  row: EventRow;
  /** Position in the whole list (0 = newest). */
  index: number;
  zone: string;
  /** The columns shown, in table order (shownColumns). */
  columns: readonly TableColumn[];
  /** The row's event is open in the detail panel. */
  open: boolean;
  checked: boolean;
  /** Just added by the live tail (highlighted briefly). */
  fresh: boolean;
  onOpen: (eventId: string) => void;
  onToggleSelected: (eventId: string) => void;
}

/** What a row is, read out with its open button: `GET /orders 200` or `Action Signed in`. */
function rowSummary(row: EventRow): string {
  if (row.kind === 'action') return `Action ${row.path ?? ''}`.trim();
  return [row.verb, row.path, row.status].filter((part) => part !== null).join(' ');
}

/**
 * One event of the table. Memoised: while the list scrolls only rows coming into view render, which keeps a long
 * log scrolling at the display's frame rate.
 */
export const EventTableRow = memo(function EventTableRow({ row, index, zone, columns, open, checked, fresh, onOpen, onToggleSelected }: EventTableRowProps) {
  const status = row.status === null ? null : statusClass(row.status);
  const time = formatEventTime(row.time, zone);
  const summary = rowSummary(row);
  return (
    <tr
      data-index={index}
      data-event-id={row.id}
      aria-rowindex={index + 2}
      className={`events-table__row${open ? ' events-table__row--open' : ''}${fresh ? ' events-table__row--fresh' : ''}`}
    >
      {columns.map((column) => {
        switch (column) {
          case 'select':
            return (
              <td key={column} className="events-table__select">
                <input type="checkbox" checked={checked} onChange={() => onToggleSelected(row.id)} aria-label={`Select ${time}, ${summary}`} />
              </td>
            );
          case 'time':
            return (
              <td key={column} className="events-table__time">
                {/* The row's control: Enter or a click opens the detail (a click elsewhere on the row does too, see EventTable). */}
                <button
                  type="button"
                  className="events-table__open"
                  aria-current={open ? 'true' : undefined}
                  aria-label={`${time}, ${summary}: open the detail`}
                  onClick={() => onOpen(row.id)}
                >
                  {time}
                </button>
              </td>
            );
          case 'method':
            return <td key={column}>{row.kind === 'action' ? <span className="events-table__action">Action</span> : (row.verb ?? '–')}</td>;
          case 'path':
            return (
              <td key={column} className="events-table__path">
                {row.path ?? '–'}
              </td>
            );
          case 'status':
            return (
              <td key={column}>
                {status ? (
                  <span className={`events-status events-status--${status.kind}`}>
                    {row.status}
                    <span className="visually-hidden"> {status.label}</span>
                  </span>
                ) : (
                  '–'
                )}
              </td>
            );
          case 'duration':
            return <td key={column}>{formatDuration(row.durationMs)}</td>;
          case 'user':
            return (
              <td key={column} className="events-table__id">
                {row.userId ?? '–'}
              </td>
            );
          case 'company':
            return (
              <td key={column} className="events-table__id">
                {row.companyId ?? '–'}
              </td>
            );
        }
      })}
    </tr>
  );
});
