import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '@/app/NotFoundPage';
import { findCaseStudy } from '@/marketing/content/other/caseStudies';
import { caseStudyMeta } from '@/marketing/content/other/meta';
import type { CaseStudy } from '@/marketing/content/other/types';
import { CtaBand } from '@/marketing/sections/CtaBand';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { ExampleNotice } from './ExampleNotice';

function StoryPart({ id, title, paragraphs }: { id: string; title: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

function CaseStudyArticle({ study }: { study: CaseStudy }) {
  useOtherPage(caseStudyMeta(study));
  return (
    <>
      <PageIntro eyebrow={`${study.industry} · example customer story`} title={study.headline} lead={study.summary} />
      <article className="op-section">
        <div className="op-narrow op-prose">
          <ExampleNotice />
          <ul className="op-metrics" aria-label="Results">
            {study.metrics.map((metric) => (
              <li key={metric.label}>
                <strong>{metric.value}</strong> {metric.label}
              </li>
            ))}
          </ul>
          <StoryPart id="op-story-challenge" title="The challenge" paragraphs={study.challenge} />
          <StoryPart id="op-story-solution" title="The solution" paragraphs={study.solution} />
          <StoryPart id="op-story-results" title="The results" paragraphs={study.results} />
          <p className="op-card__meta">Products used: {study.products.join(', ')}</p>
          <p>
            <Link to="/casestudies">All customer stories</Link>
          </p>
        </div>
      </article>
      <CtaBand
        cta={{ title: 'See it with your own API', body: 'Install an SDK in minutes and explore your data.', intentKey: 'product' }}
      />
    </>
  );
}

/** /casestudies/:id: one customer story; an unknown id shows the not-found page. */
export function CaseStudyPage() {
  const { id } = useParams();
  const study = findCaseStudy(id);
  if (!study) return <NotFoundPage />;
  return <CaseStudyArticle study={study} />;
}
