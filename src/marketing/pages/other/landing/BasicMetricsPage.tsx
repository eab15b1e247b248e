import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/Button';
import { basicMetrics } from '@/marketing/content/other/landing';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';

/** Props of {@link BasicMetricsPage}. */
export interface BasicMetricsPageProps {
  /**
   * Supplied by a container that embeds this page inside a partner's signed-in API-management console. When
   * present, the page's own sign-up calls to action are hidden (the visitor is already signed in there) and
   * this content is shown in their place, e.g. the container's own activation control.
   */
  authContainer?: ReactNode;
}

/** /basic-landing: basic metrics for subscribers of a partner's API-management platform. */
export function BasicMetricsPage({ authContainer }: BasicMetricsPageProps) {
  useOtherPage(otherMeta.basicLanding);
  const embedded = authContainer !== undefined && authContainer !== null;
  return (
    <>
      <PageIntro eyebrow="Basic metrics" title={basicMetrics.headline} lead={basicMetrics.subheadline}>
        {embedded ? (
          authContainer
        ) : (
          <>
            <ButtonLink to="/signup?intent=monitor" size="large">Activate basic metrics</ButtonLink>
            <ButtonLink to="/price/basic-insights" variant="secondary" size="large">Compare plans</ButtonLink>
          </>
        )}
      </PageIntro>
      <section className="op-section" aria-labelledby="op-basic-includes">
        <div className="op-container op-split">
          <div>
            <h2 id="op-basic-includes" className="op-section__title">What is included</h2>
            <ul>
              {basicMetrics.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <img src={basicMetrics.image.src} alt={basicMetrics.image.alt} width={480} height={300} />
        </div>
      </section>
    </>
  );
}

/** The route component: the stand-alone page, with its calls to action. */
export function BasicMetricsRoute() {
  return <BasicMetricsPage />;
}
