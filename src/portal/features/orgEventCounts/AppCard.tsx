import type { PortalApp } from '@/api/portal';
import { CollectorToken } from './CollectorToken';
import { EventCounts } from './EventCounts';

/** Props of {@link AppCard}. */
export interface AppCardProps {
  orgId: string;
  app: PortalApp;
  /** Offer 'Get collector token' (own organizations, roles allowed to create tokens). */
  allowToken: boolean;
}

/** One app: its name, its API call counts and, where allowed, its collector token and install steps. */
export function AppCard({ orgId, app, allowToken }: AppCardProps) {
  return (
    <li className="account-app">
      <h4 className="account-app__name">{app.name}</h4>
      <EventCounts orgId={orgId} appId={app.id} appName={app.name} />
      {allowToken && <CollectorToken orgId={orgId} appId={app.id} appName={app.name} />}
    </li>
  );
}
