import { ButtonLink } from '@/components/Button';
import type { PricingPlan } from '@/marketing/content/other/types';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  plan: PricingPlan;
  /** True on /price/:id for the plan named in the URL. */
  highlighted: boolean;
}

/** One plan: name, price, included events, features and its call to action. */
export function PlanCard({ plan, highlighted }: PlanCardProps) {
  const titleId = `op-plan-${plan.id}`;
  return (
    <li
      className={highlighted ? 'op-card op-card--highlight' : 'op-card'}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      data-plan={plan.id}
    >
      {highlighted ? <span className="op-badge">Selected plan</span> : null}
      <h2 id={titleId}>{plan.name}</h2>
      <p>
        <strong className="op-plan__price">{plan.price}</strong> {plan.priceNote}
      </p>
      <p className="op-card__meta">{plan.events}</p>
      <p>{plan.summary}</p>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <ButtonLink to={plan.cta.path} variant={highlighted ? 'primary' : 'secondary'}>
        {plan.cta.label}
      </ButtonLink>
    </li>
  );
}
