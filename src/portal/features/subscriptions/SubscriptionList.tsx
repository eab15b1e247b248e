import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { OrganizationSubscription } from './OrganizationSubscription';
import { useSubscriptionData } from './useSubscriptionData';

/**
 * The subscriptions of the user's own organizations with loading, error (with Try again) and empty states.
 * A '#subscription-{orgId}' anchor from the account home scrolls to that organization once loaded.
 */
export function SubscriptionList() {
  const { state, reload, retry } = useSubscriptionData();
  const { hash } = useLocation();
  const loaded = state.status === 'loaded';

  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  if (state.status === 'loading') {
    return (
      <p className="subscription-page__state" role="status">
        Loading your plans and usage…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="subscription-page__state subscription-page__state--error" role="alert">
        <p className="subscription-page__state-title">Your plans and usage could not be loaded.</p>
        <p>{state.message}</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.subscriptions.length === 0) {
    return (
      <p className="subscription-page__state">
        None of your organizations has a subscription to show. The demo organization is free to explore and has no plan.
      </p>
    );
  }
  return (
    <ul className="subscription-page__orgs">
      {state.subscriptions.map((subscription) => (
        <OrganizationSubscription key={subscription.id} subscription={subscription} plans={state.plans} onChanged={reload} />
      ))}
    </ul>
  );
}
