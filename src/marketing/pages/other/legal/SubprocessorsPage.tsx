import { Link } from 'react-router-dom';
import { subprocessors, subprocessorsMeta, subprocessorsUpdated } from '@/marketing/content/other/legal/subprocessors';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { LegalLinks, formatLegalDate } from './LegalDocumentPage';

/** /subprocessors: who processes customer personal data for Apiscope, and how changes are announced. */
export function SubprocessorsPage() {
  useOtherPage(subprocessorsMeta);
  return (
    <>
      <PageIntro eyebrow="Legal" title="Subprocessors" lead={`Last updated ${formatLegalDate(subprocessorsUpdated)}`} />
      <div className="op-section">
        <div className="op-narrow op-prose">
          <p>
            These third parties may process personal data contained in Customer Data on our behalf, under written
            terms at least as protective as our <Link to="/dpa">Data Processing Addendum</Link>. We give at least 30
            days&apos; notice before adding one; email privacy@apiscope.dev to be notified.
          </p>
          <table className="op-table">
            <caption className="visually-hidden">Subprocessors</caption>
            <thead>
              <tr>
                <th scope="col">Subprocessor</th>
                <th scope="col">Purpose</th>
                <th scope="col">Location</th>
                <th scope="col">Data</th>
              </tr>
            </thead>
            <tbody>
              {subprocessors.map((entry) => (
                <tr key={entry.name}>
                  <th scope="row">{entry.name}</th>
                  <td>{entry.purpose}</td>
                  <td>{entry.location}</td>
                  <td>{entry.data}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <LegalLinks current={subprocessorsMeta.path} />
        </div>
      </div>
    </>
  );
}
