import { useEffect } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { selectOrganizations, selectOrganizationsState, selectSelection } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import '@/portal/shared/SettingsCard.css';
import { DeleteOrganizationCard } from './DeleteOrganizationCard';
import { OrgSettingsForm } from './OrgSettingsForm';
import { RetentionSection } from './RetentionSection';
import { canDeleteOrganization, canEditOrganization } from './orgSettingsRules';
import './OrgSettingsScreen.css';

/**
 * Organization settings (/wrap/settings) of the selected organization: name, domain, join policy, identity
 * providers, two-factor enforcement, and deletion. Owners and Admins edit, Owners delete, other members read.
 */
export function OrgSettingsScreen() {
  const orgsState = useAppSelector(selectOrganizationsState);
  const orgs = useAppSelector(selectOrganizations);
  const selection = useAppSelector(selectSelection);
  const org = orgs.find((candidate) => candidate.id === selection?.orgId) ?? orgs.find((candidate) => !candidate.demo) ?? null;

  useEffect(() => {
    document.title = 'Organization settings — Apiscope';
  }, []);

  if (orgsState.status === 'failed') return <PortalStatus kind="error" title="Your organizations could not be loaded" message={orgsState.error?.message} />;
  if (!org) {
    return isPending(orgsState) ? (
      <PortalStatus kind="loading" title="Loading your organizations…" />
    ) : (
      <PortalStatus kind="empty" title="No organization selected" message="Create or join an organization to see its settings." />
    );
  }
  const canEdit = canEditOrganization(org);
  return (
    <section className="settings-screen" aria-labelledby="org-settings-title">
      <h1 id="org-settings-title" className="portal-page__title">Organization settings</h1>
      <p className="settings-screen__intro">{org.name}</p>
      {canEdit ? null : (
        <p className="settings-readonly">
          {org.demo ? 'The demo organization is read-only.' : 'Only Owners and Admins can change the organization settings; you can read them.'}
        </p>
      )}
      <OrgSettingsForm key={org.id} org={org} canEdit={canEdit} />
      {org.demo ? null : <RetentionSection key={`retention ${org.id}`} orgId={org.id} canEdit={canEdit} />}
      {canDeleteOrganization(org) ? <DeleteOrganizationCard key={`delete ${org.id}`} org={org} /> : null}
    </section>
  );
}
