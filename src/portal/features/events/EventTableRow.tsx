import { memo } from 'react';
import { formatDuration, formatEventTime, statusClass, type EventRow } from './eventsRules';

/** Which optional columns show (the time, route and select columns always do). */
export interface VisibleColumns {
  method: boolean;
  status: boolean;
  duration: boolean;
  user: boolean;
  company: boolean;
}

/** Props of {@link EventTableRow}. */
export interface EventTableRowProps {
  row: EventRow;
  /** Position in the whole list (0 = newest). */
  index: number;
  zone: string;
  columns: VisibleColumns;
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
      <td className="events-table__select">
        <input type="checkbox" checked={checked} onChange={() => onToggleSelected(row.id)} aria-label={`Select ${time}, ${summary}`} />
      </td>
      <td className="events-table__time">
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
      {columns.method ? <td>{row.kind === 'action' ? <span className="events-table__action">Action</span> : (row.verb ?? '–')}</td> : null}
      <td className="events-table__path">{row.path ?? '–'}</td>
      {columns.status ? (
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
      {columns.duration ? <td>{formatDuration(row.durationMs)}</td> : null}
      {columns.user ? <td className="events-table__id">{row.userId ?? '–'}</td> : null}
      {columns.company ? <td className="events-table__id">{row.companyId ?? '–'}</td> : null}
    </tr>
  );
});
