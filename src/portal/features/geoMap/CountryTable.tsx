import { Link } from 'react-router-dom';
import { formatShare, formatValue } from './colourScale';
import type { ValueUnit } from './geoMetrics';
import type { CountryRow } from './geoMapRules';

/** Props of {@link CountryTable}. */
export interface CountryTableProps {
  rows: CountryRow[];
  /** The measure's name, the value column's header. */
  metricLabel: string;
  unit: ValueUnit;
  /** The event log of a country (a link). */
  linkFor: (code: string) => string;
  /** A country's row got the pointer or the focus (null: left). */
  onHighlight: (code: string | null) => void;
}

/** The countries ranked by the measure: name (a link to their events), value, share of located events. */
export function CountryTable({ rows, metricLabel, unit, linkFor, onHighlight }: CountryTableProps) {
  return (
    <div className="geo-map__table-wrap">
      <table className="geo-map__table">
        <caption>{`Countries by ${metricLabel.toLowerCase()}; share of the events with a known country`}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Country</th>
            <th scope="col">{metricLabel}</th>
            <th scope="col">Share of events</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.code} onMouseEnter={() => onHighlight(row.code)} onMouseLeave={() => onHighlight(null)}>
              <td>{index + 1}</td>
              <th scope="row">
                <Link to={linkFor(row.code)} onFocus={() => onHighlight(row.code)} onBlur={() => onHighlight(null)}>
                  {row.name}
                </Link>
              </th>
              <td>{formatValue(row.value, unit)}</td>
              <td>
                <span className="geo-map__share">
                  <span className="geo-map__share-bar" style={{ width: `${Math.max(0.1, row.share * 4).toFixed(2)}rem` }} aria-hidden="true" />
                  {formatShare(row.share)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
