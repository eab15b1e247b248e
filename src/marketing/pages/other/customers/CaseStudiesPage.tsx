import { Link } from 'react-router-dom';
import { caseStudies } from '@/marketing/content/other/caseStudies';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { CtaBand } from '@/marketing/sections/CtaBand';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { ExampleNotice } from './ExampleNotice';

/** /casestudies: the list of customer stories. */
export function CaseStudiesPage() {
  useOtherPage(otherMeta.caseStudies);
  return (
    <>
      <PageIntro
        eyebrow="Customers"
        title="How teams run and grow their APIs with Apiscope"
        lead="Stories of debugging faster, understanding usage and billing on consumption, with the numbers that changed."
      />
      <section className="op-section" aria-labelledby="op-stories-title">
        <div className="op-container">
          <h2 id="op-stories-title" className="visually-hidden">Customer stories</h2>
          <ExampleNotice />
          <ul className="op-grid">
            {caseStudies.map((study) => (
              <li key={study.id} className="op-card">
                <img src={study.logo} alt="" width={120} height={40} />
                <p className="op-card__meta">{study.industry}</p>
                <h3>
                  <Link to={`/casestudies/${study.id}`}>{study.company}</Link>
                </h3>
                <p>{study.summary}</p>
                <p className="op-card__meta">
                  <strong>{study.metrics[0].value}</strong> {study.metrics[0].label}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        cta={{
          title: 'Write the next story with your API',
          body: 'Start free with one SDK install, or talk to us about your use case.',
          intentKey: 'product',
        }}
      />
    </>
  );
}
