import type { ComparisonCell, ComparisonRowId } from '@/marketing/content/compareTypes';
import { comparisonTableGroups } from './comparisonTableModel';
import './ComparisonTable.css';

/** Props of {@link ComparisonTable}. */
export interface ComparisonTableProps {
  competitorName: string;
  cells: Partial<Record<ComparisonRowId, ComparisonCell>>;
  note: string;
}

function CheckIcon({ half }: { half: boolean }) {
  return (
    <svg className="mk-compare__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" className={half ? 'mk-compare__icon-ring--half' : 'mk-compare__icon-ring'} />
      {half ? <path d="M12 1a11 11 0 0 0 0 22z" className="mk-compare__icon-half" /> : null}
      {half ? null : <path d="M6.5 12.5l3.5 3.5 7.5-8" className="mk-compare__icon-check" />}
    </svg>
  );
}

/** One cell: a check ('Yes'), a half check ('Partial'), a dash ('No') or a short qualifier text. */
export function ComparisonCellView({ cell }: { cell: ComparisonCell }) {
  if (cell === 'yes' || cell === 'partial') {
    return (
      <>
        <CheckIcon half={cell === 'partial'} />
        <span className="visually-hidden">{cell === 'yes' ? 'Yes' : 'Partial'}</span>
      </>
    );
  }
  if (cell === 'no') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No</span>
      </>
    );
  }
  return <span className="mk-compare__text">{cell}</span>;
}

/** The feature-comparison table: eight sub-sections whose rows depend on the competitor. */
export function ComparisonTable({ competitorName, cells, note }: ComparisonTableProps) {
  const groups = comparisonTableGroups(cells);
  return (
    <section className="mk-compare" aria-labelledby="mk-compare-title">
      <div className="mk-compare__inner">
        <h2 id="mk-compare-title" className="mk-compare__heading">
          Feature comparison
        </h2>
        <div className="mk-compare__frame">
          <table className="mk-compare__table">
            <caption className="mk-compare__caption">Apiscope compared with {competitorName}</caption>
            <thead>
              <tr>
                <th scope="col">Capability</th>
                <th scope="col">Apiscope</th>
                <th scope="col">{competitorName}</th>
              </tr>
            </thead>
            {groups.map(({ group, rows }) => (
              <tbody key={group}>
                <tr className="mk-compare__group">
                  <th scope="rowgroup" colSpan={3}>
                    {group}
                  </th>
                </tr>
                {rows.map((row) => (
                  <tr key={row.id} data-row={row.id}>
                    <th scope="row">{row.label}</th>
                    <td>
                      <ComparisonCellView cell={row.apiscope} />
                    </td>
                    <td>
                      <ComparisonCellView cell={row.competitor} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <p className="mk-compare__note">{note}</p>
      </div>
    </section>
  );
}
