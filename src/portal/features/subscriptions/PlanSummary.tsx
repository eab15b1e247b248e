import type { Subscription } from '@/api/subscription';
import { TRIAL_DAYS } from '@/lib/constants';
import { formatDate, statusLabel, trialDaysLeft } from './subscriptionRules';

/** The trial sentence: days left while trialing, a call to choose a plan once it ended, nothing on a plan. */
function TrialNote({ subscription }: { subscription: Subscription }) {
  if (subscription.status === 'trial_expired') {
    return (
      <p className="subscription-summary__trial subscription-summary__trial--ended">
        Your free trial has ended. Choose a plan below to keep sending events.
      </p>
    );
  }
  const days = trialDaysLeft(subscription.trial_end);
  if (subscription.status !== 'trialing' || days === null || !subscription.trial_end) return null;
  const left = days === 0 ? 'Your trial ends today' : `${days} ${days === 1 ? 'day' : 'days'} left in your ${TRIAL_DAYS}-day trial`;
  return (
    <p className="subscription-summary__trial">
      <strong>{left}</strong> (ends {formatDate(subscription.trial_end)}).
    </p>
  );
}

/** The organization's current plan and status, and where its trial stands. */
export function PlanSummary({ subscription }: { subscription: Subscription }) {
  return (
    <div className="subscription-summary">
      <dl className="subscription-summary__list">
        <div className="subscription-summary__item">
          <dt>Current plan</dt>
          <dd>{subscription.plan?.name ?? subscription.plan_id}</dd>
        </div>
        <div className="subscription-summary__item">
          <dt>Status</dt>
          <dd>
            <span className={`subscription-status subscription-status--${subscription.status}`}>{statusLabel(subscription.status)}</span>
          </dd>
        </div>
      </dl>
      <TrialNote subscription={subscription} />
    </div>
  );
}
