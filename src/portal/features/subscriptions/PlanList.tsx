import { useRef, useState } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import type { Plan, Subscription } from '@/api/subscription';
import { ConfirmDialog } from '@/components/ConfirmDialog';

import { notify } from '@/app/notifications/notificationsSlice';
import { PlanCard } from './PlanCard';
import { changePlan } from '@/portal/core/orgSubscriptionsActions';
import { formatCount, quotaPeriodText } from './subscriptionRules';

/** What a switch does besides changing the quota (the server starts a new quota period). */
export const PLAN_CHANGE_NOTE = 'A new quota period starts now: usage counts from zero under the new quota.';

/** Props of {@link PlanList}. */
export interface PlanListProps {
  subscription: Subscription;
  plans: Plan[];
  /** Called after the server moved the subscription; resolves once the page shows the new state. */
  onChanged: () => Promise<void>;
}

/**
 * The plans an organization can move to. 'Switch to this plan' asks for confirmation first; a confirmed switch is
 * sent, confirmed with a success toast and followed by a refresh. A refused switch shows the error policy's toast.
 */
export function PlanList({ subscription, plans, onChanged }: PlanListProps) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Plan | null>(null);
  const [switching, setSwitching] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const ask = (plan: Plan) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending(plan);
  };
  // The dialog has no trigger of its own to return focus to: give it back to the button that opened it, or to the
  // plan list once that button is gone (the plan became the current one).
  const restoreFocus = () => {
    setTimeout(() => {
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
      else listRef.current?.focus();
    }, 0);
  };

  const switchTo = async (plan: Plan) => {
    setSwitching(true);
    const result = await dispatch(changePlan(subscription.id, plan.id));
    if (!result.error) {
      dispatch(notify({ kind: 'success' }));
      await onChanged();
    }
    setSwitching(false);
    restoreFocus();
  };

  if (plans.length === 0) return <p className="subscription-org__text">No plans are available to choose right now.</p>;
  return (
    <>
      <ul className="subscription-plans" aria-label={`Plans for ${subscription.org_name}`} ref={listRef} tabIndex={-1}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === subscription.plan_id}
            onSwitch={subscription.can_update ? () => ask(plan) : undefined}
            busy={switching}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open) return;
          setPending(null);
          restoreFocus();
        }}
        content={
          pending && (
            <>
              <p>
                {subscription.org_name} moves from {subscription.plan?.name ?? subscription.plan_id} to{' '}
                <strong>{pending.name}</strong> ({formatCount(pending.event_quota)} events {quotaPeriodText(pending)}).
              </p>
              <p>{PLAN_CHANGE_NOTE}</p>
            </>
          )
        }
        onConfirm={() => {
          if (pending) void switchTo(pending);
        }}
      />
    </>
  );
}
