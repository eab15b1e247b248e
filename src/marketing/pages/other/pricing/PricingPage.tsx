import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/app/NotFoundPage';
import { otherMeta, planMeta } from '@/marketing/content/other/meta';
import {
  TRIAL_DAYS, TRIAL_EVENT_QUOTA, isPlanId, pricingFaq, pricingModels, pricingPlans,
} from '@/marketing/content/other/pricing';
import type { PlanId } from '@/marketing/content/other/types';
import { PageIntro } from '@/marketing/pages/other/shared/PageIntro';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import { PlanCard } from './PlanCard';

function Pricing({ highlight }: { highlight?: PlanId }) {
  useOtherPage(highlight ? planMeta(highlight) : otherMeta.price);
  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="Plans that grow with your API"
        lead={`Start free. Try every paid feature for ${TRIAL_DAYS} days with ${TRIAL_EVENT_QUOTA.toLocaleString('en-US')} events, no card needed.`}
      />
      <section className="op-section" aria-label="Plans">
        <div className="op-container">
          <ul className="op-grid">
            {pricingPlans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} highlighted={plan.id === highlight} />
            ))}
          </ul>
          <p className="op-card__meta">Prices in USD, excluding taxes. Larger volumes and annual contracts through sales.</p>
        </div>
      </section>
      <section className="op-section op-section--soft" aria-labelledby="op-models-title">
        <div className="op-container">
          <h2 id="op-models-title" className="op-section__title">Bill your own customers the way you want</h2>
          <ul className="op-grid">
            {pricingModels.map((model) => (
              <li key={model.name} className="op-card">
                <h3>{model.name}</h3>
                <p>{model.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="op-section" aria-labelledby="op-faq-title">
        <div className="op-narrow op-faq">
          <h2 id="op-faq-title" className="op-section__title">Frequently asked questions</h2>
          {pricingFaq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}

/** /price and /price/:id; the id highlights one plan, an unknown id is not found. */
export function PricingPage() {
  const { id } = useParams();
  if (id !== undefined && !isPlanId(id)) return <NotFoundPage />;
  return <Pricing highlight={id} />;
}
