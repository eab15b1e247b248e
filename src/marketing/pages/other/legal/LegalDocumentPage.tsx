import { Link } from 'react-router-dom';
import type { LegalDocument } from '@/marketing/content/other/types';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Formats an ISO yyyy-mm-dd date for display. */
export function formatLegalDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

const related = [
  { path: '/terms', label: 'Terms of Service' },
  { path: '/privacy', label: 'Privacy Policy' },
  { path: '/services-agreement', label: 'Services Agreement' },
  { path: '/dpa', label: 'Data Processing Addendum' },
  { path: '/subprocessors', label: 'Subprocessors' },
  { path: '/security', label: 'Security' },
  { path: '/security-compliance', label: 'Security & Compliance' },
  { path: '/legal/data-privacy-framework-statement', label: 'Data Privacy Framework Statement' },
];

/** Links to the other legal and policy documents. */
export function LegalLinks({ current }: { current: string }) {
  return (
    <nav aria-label="Legal documents" className="op-section">
      <h2>Related documents</h2>
      <ul>
        {related.filter((item) => item.path !== current).map((item) => (
          <li key={item.path}><Link to={item.path}>{item.label}</Link></li>
        ))}
      </ul>
    </nav>
  );
}

/** Renders one legal or policy document: title, effective date, intro and numbered sections. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  useOtherPage(document.meta);
  const title = document.meta.title.replace(/ \| Apiscope$/, '');
  return (
    <>
      <PageIntro eyebrow="Legal" title={title} lead={`Effective ${formatLegalDate(document.effectiveDate)}`} />
      <article className="op-section">
        <div className="op-narrow op-prose">
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <LegalLinks current={document.meta.path} />
        </div>
      </article>
    </>
  );
}
