import { useAppSelector } from '@/app/store/hooks';
import { ownOrganizationsFirst } from '@/portal/core/organizationsRules';
import { selectOrganizationsState } from '@/portal/core/organizationsSlice';
import { OrganizationCard } from './OrganizationCard';

/** The signed-in user's organizations (own ones first, the demo last), with loading, error and empty states. */
export function OrganizationList() {
  const state = useAppSelector(selectOrganizationsState);
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p className="account-home__state" role="status">
        Loading your organizations…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="account-home__state account-home__state--error" role="alert">
        <p className="account-home__state-title">Your organizations could not be loaded.</p>
        <p>{state.error?.message}</p>
        <p>Reload the page to try again.</p>
      </div>
    );
  }
  if (state.list.length === 0) {
    return <p className="account-home__state">You do not belong to an organization yet. Ask a teammate to invite you.</p>;
  }
  return (
    <ul className="account-home__orgs">
      {ownOrganizationsFirst(state.list).map((org) => (
        <OrganizationCard key={org.id} org={org} />
      ))}
    </ul>
  );
}
