import { OrganizationCard } from './OrganizationCard';
import { ownOrganizationsFirst } from '@/portal/core/organizationRules';
import { useOrganizations } from './useOrganizations';

/** The signed-in user's organizations (own ones first, the demo last), with loading, error and empty states. */
export function OrganizationList() {
  const state = useOrganizations();
  if (state.status === 'loading') {
    return (
      <p className="account-home__state" role="status">
        Loading your organizations…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="account-home__state account-home__state--error" role="alert">
        <p className="account-home__state-title">Your organizations could not be loaded.</p>
        <p>{state.message}</p>
        <p>Reload the page to try again.</p>
      </div>
    );
  }
  if (state.organizations.length === 0) {
    return <p className="account-home__state">You do not belong to an organization yet. Ask a teammate to invite you.</p>;
  }
  return (
    <ul className="account-home__orgs">
      {ownOrganizationsFirst(state.organizations).map((org) => (
        <OrganizationCard key={org.id} org={org} />
      ))}
    </ul>
  );
}
