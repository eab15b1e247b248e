import { comparisonColumns, comparisonIntro, comparisonRows, type ComparisonRow } from '@/marketing/content/homeSections';
import './HomeComparison.css';

function Cell({ cell }: { cell: ComparisonRow['cells'][number] }) {
  if (cell.level === 'yes') {
    return (
      <>
        <span className="home-comparison__mark home-comparison__mark--yes" aria-hidden="true">✓</span>
        <span className="visually-hidden">Yes</span>
      </>
    );
  }
  if (cell.level === 'no') {
    return (
      <>
        <span className="home-comparison__mark home-comparison__mark--no" aria-hidden="true">—</span>
        <span className="visually-hidden">No</span>
      </>
    );
  }
  return (
    <>
      <span className="home-comparison__mark home-comparison__mark--partial" aria-hidden="true">◐</span>{' '}
      <span className="visually-hidden">Partly: </span>
      <span className="home-comparison__note">{cell.note}</span>
    </>
  );
}

/** How Apiscope compares with other categories of tools, capability by capability. */
export function HomeComparison() {
  return (
    <section className="home-comparison" aria-labelledby="home-comparison-title">
      <h2 id="home-comparison-title" className="home-comparison__title">
        {comparisonIntro.title}
      </h2>
      <p className="home-comparison__body">{comparisonIntro.body}</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1) */}
      <div className="home-comparison__scroll" role="region" aria-label="Comparison table, scrolls sideways on small screens" tabIndex={0}>
        <table className="home-comparison__table">
          <caption className="visually-hidden">Capabilities of Apiscope and other categories of tools</caption>
          <thead>
            <tr>
              <th scope="col">Capability</th>
              {comparisonColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.capability}>
                <th scope="row">{row.capability}</th>
                {row.cells.map((cell, index) => (
                  <td key={comparisonColumns[index]}>
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
