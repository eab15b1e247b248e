import { useEffect } from 'react';
import { SubscriptionList } from './SubscriptionList';
import './SubscriptionPage.css';

/**
 * The subscription page (/wrap/subscription), where the error policy sends a call refused with HTTP 402: per own
 * organization the plan, trial, usage against the quota, the quota notification setting and the plans to switch to.
 * It renders inside the portal shell.
 */
export function SubscriptionPage() {
  useEffect(() => {
    document.title = 'Plan and usage — Apiscope';
  }, []);
  return (
    <section className="subscription-page" aria-labelledby="subscription-page-title">
      <h1 id="subscription-page-title" className="portal-page__title">
          Plan and usage
      </h1>
      <p className="subscription-page__intro">
        Each organization has its own plan. Events sent beyond the plan&apos;s quota are refused until the next period or a
        larger plan.
      </p>
      <SubscriptionList />
    </section>
  );
}
