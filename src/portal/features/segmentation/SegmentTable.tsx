import { Link } from 'react-router-dom';
import { flattenSegments, type SegmentRow, type SortColumn, type SortState } from './segmentationRules';

/** Props of {@link SegmentTable}. */
export interface SegmentTableProps {
  rows: SegmentRow[];
  /** Header of the segment column: the grouped fields, outermost first. */
  levels: string[];
  metricNames: string[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  format: (value: number | null) => string;
  /** The event log link of a row (null for "Other values"). */
  linkOf: (row: SegmentRow) => string | null;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

function SortHeader({ label, column, sort, onSort }: { label: string; column: SortColumn; sort: SortState; onSort: (column: SortColumn) => void }) {
  const active = sort.column === column;
  const ariaSort = active ? (sort.descending ? 'descending' : 'ascending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="segment-table__sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
      </button>
    </th>
  );
}

/** The ranked table: one row per segment, sub-levels indented under their parent, sortable by every column. */
export function SegmentTable({ rows, levels, metricNames, sort, onSort, format, linkOf }: SegmentTableProps) {
  return (
    <div className="segment-table__wrap">
      <table className="segment-table">
        <caption>{`Segments by ${levels.join(', then ')}`}</caption>
        <thead>
          <tr>
            <SortHeader label="Segment" column="label" sort={sort} onSort={onSort} />
            {metricNames.map((name, i) => (
              <SortHeader key={`${name}-${i}`} label={name} column={i} sort={sort} onSort={onSort} />
            ))}
            <SortHeader label="Share of events" column="share" sort={sort} onSort={onSort} />
            <th scope="col">
              <span className="visually-hidden">Event log</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {flattenSegments(rows).map((row) => {
            const link = linkOf(row);
            return (
              <tr key={row.id} className={`segment-table__row segment-table__row--level-${row.depth}`}>
                <th scope="row" style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem` }}>
                  {row.depth > 0 && <span className="visually-hidden">{`${levels[row.depth]}: `}</span>}
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={i}>{format(value)}</td>
                ))}
                <td>{percent.format(row.share)}</td>
                <td>{link ? <Link to={link} aria-label={`View events of ${row.keys.length > 1 ? row.label + ' in its segment' : row.label}`}>Events</Link> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
