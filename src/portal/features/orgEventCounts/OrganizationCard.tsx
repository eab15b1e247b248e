import { Link } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { subscriptionPath } from '@/app/paths';
import { AppCard } from './AppCard';
import { CreateAppForm } from './CreateAppForm';
import { canCreateApps, canGetCollectorToken, isDemoOrganization } from '@/portal/core/organizationsRules';
import './OrganizationCard.css';

/** Label of the demo organization. */
export const DEMO_LABEL = 'Demo (read-only)';

function Notes({ org }: { org: PortalOrganization }) {
  if (isDemoOrganization(org)) {
    return <p className="account-org__note">Sample traffic to explore. Collector tokens and new apps are available in your own organizations.</p>;
  }
  if (!canGetCollectorToken(org)) {
    return <p className="account-org__note">Your role ({org.role}) can view data only. Ask an owner or admin for a collector token.</p>;
  }
  if (!canCreateApps(org)) {
    return <p className="account-org__note">Only owners and admins can create apps in this organization.</p>;
  }
  return null;
}

/** One organization: its apps with their counts, and (own organizations) tokens and the 'Create app' form. */
export function OrganizationCard({ org }: { org: PortalOrganization }) {
  const apps = org.apps ?? [];
  const demo = isDemoOrganization(org);
  const allowToken = canGetCollectorToken(org);
  return (
    <li className={`account-org${demo ? ' account-org--demo' : ''}`}>
      <div className="account-org__header">
        <h3 className="account-org__name">{org.name}</h3>
        {demo && <span className="account-org__badge">{DEMO_LABEL}</span>}
        {!demo && org.role && <span className="account-org__role">Your role: {org.role}</span>}
        {!demo && (
          <Link className="account-org__plan" to={subscriptionPath(org.id)} aria-label={`Plan and usage of ${org.name}`}>
            Plan and usage
          </Link>
        )}
      </div>
      <Notes org={org} />
      {apps.length > 0 ? (
        <ul className="account-org__apps" aria-label={`Apps of ${org.name}`}>
          {apps.map((app) => (
            <AppCard key={app.id} orgId={org.id} app={app} allowToken={allowToken} />
          ))}
        </ul>
      ) : (
        <p className="account-org__empty">
          {canCreateApps(org) ? 'No apps yet. Create one below to get a collector token.' : 'No apps yet.'}
        </p>
      )}
      {canCreateApps(org) && <CreateAppForm orgId={org.id} orgName={org.name} />}
    </li>
  );
}
