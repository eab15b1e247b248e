import { Link } from 'react-router-dom';
import { about } from '@/marketing/content/other/company';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { CtaBand } from '@/marketing/sections/CtaBand';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

/** /about: mission, story and principles of Apiscope, Inc. */
export function AboutPage() {
  useOtherPage(otherMeta.about);
  return (
    <>
      <PageIntro eyebrow="About us" title="We help teams understand, run and charge for their APIs" lead={about.mission} />
      <section className="op-section" aria-labelledby="op-story-title">
        <div className="op-narrow op-prose">
          <h2 id="op-story-title">Our story</h2>
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to="/press">Press and announcements</Link> · <Link to="/security">Security</Link> ·{' '}
            <Link to="/contact/sales">Contact us</Link>
          </p>
        </div>
      </section>
      <section className="op-section op-section--soft" aria-labelledby="op-principles-title">
        <div className="op-container">
          <h2 id="op-principles-title" className="op-section__title">How we work</h2>
          <ul className="op-grid">
            {about.principles.map((principle) => (
              <li key={principle.title} className="op-card">
                <h3>{principle.title}</h3>
                <p>{principle.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand cta={{ title: 'Try Apiscope on your own API', body: 'Free plan, open-source SDKs, set up in minutes.', intentKey: 'product' }} />
    </>
  );
}
