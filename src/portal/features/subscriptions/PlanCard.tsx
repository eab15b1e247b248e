import { Link } from 'react-router-dom';
import type { Plan } from '@/api/subscription';
import { Button } from '@/components/Button';
import { paths } from '@/app/paths';
import { billingText, formatCount, isBilled, quotaPeriodText } from './subscriptionRules';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  plan: Plan;
  /** The organization's subscription is on this plan. */
  current: boolean;
  /** Offer 'Switch to this plan' (callers who may change the subscription, other plans than the current one). */
  onSwitch?: () => void;
  /** A switch is being sent: the button waits. */
  busy?: boolean;
}

/** One plan: name, event quota, how it is billed (prices come from sales), and the switch action where allowed. */
export function PlanCard({ plan, current, onSwitch, busy = false }: PlanCardProps) {
  return (
    <li className={`subscription-plan${current ? ' subscription-plan--current' : ''}`}>
      <h4 className="subscription-plan__name">{plan.name}</h4>
      {current && <p className="subscription-plan__current">Your current plan</p>}
      <p className="subscription-plan__quota">
        <strong>{formatCount(plan.event_quota)}</strong> events {quotaPeriodText(plan)}
      </p>
      <p className="subscription-plan__price">
        {billingText(plan)}
        {isBilled(plan) && (
          <>
            {' · '}
            <Link to={paths.contactSales}>Contact sales</Link> for the price
          </>
        )}
      </p>
      {onSwitch && !current && (
        <Button variant="secondary" onClick={onSwitch} disabled={busy} aria-label={`Switch to this plan: ${plan.name}`}>
          Switch to this plan
        </Button>
      )}
    </li>
  );
}
