import type { Plan, Subscription } from '@/api/subscription';
import { PlanList } from './PlanList';
import { PlanSummary } from './PlanSummary';
import { QuotaNotificationForm } from './QuotaNotificationForm';
import { UsageMeter } from './UsageMeter';
import { subscriptionAnchor } from '@/app/paths';
import './OrganizationSubscription.css';

/** Shown to members who may read but not change the subscription. */
export const OWNERS_ONLY_NOTE =
  'Only owners and admins can change the plan or the notification setting of this organization. Ask one of them to make a change.';

/** Props of {@link OrganizationSubscription}. */
export interface OrganizationSubscriptionProps {
  subscription: Subscription;
  plans: Plan[];
  /** Reads the page's data again after a change. */
  onChanged: () => Promise<void>;
}

/** One organization: plan and trial, usage this period, the quota notification setting and the plans to switch to. */
export function OrganizationSubscription({ subscription, plans, onChanged }: OrganizationSubscriptionProps) {
  const anchor = subscriptionAnchor(subscription.org_id);
  return (
    <li className="subscription-org">
      <section id={anchor} aria-labelledby={`${anchor}-name`}>
        <h2 className="subscription-org__name" id={`${anchor}-name`}>
          {subscription.org_name}
        </h2>
        <PlanSummary subscription={subscription} />
        {!subscription.can_update && <p className="subscription-org__note">{OWNERS_ONLY_NOTE}</p>}
        <div className="subscription-org__part">
          <h3 className="subscription-org__heading">Usage this period</h3>
          <UsageMeter subscription={subscription} />
        </div>
        <div className="subscription-org__part">
          <h3 className="subscription-org__heading">Quota notifications</h3>
          <QuotaNotificationForm subscription={subscription} onSaved={onChanged} />
        </div>
        <div className="subscription-org__part">
          <h3 className="subscription-org__heading">Plans</h3>
          <PlanList subscription={subscription} plans={plans} onChanged={onChanged} />
        </div>
      </section>
    </li>
  );
}
