import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { portalPaths } from '@/app/paths';
import { notify } from '@/app/notifications/notificationsSlice';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { deleteOrganization } from '@/portal/core/organizationsActions';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { TypedConfirmDialog } from '@/portal/shared/TypedConfirmDialog';

/** Props of {@link DeleteOrganizationCard}. */
export interface DeleteOrganizationCardProps {
  org: PortalOrganization;
}

/**
 * Deletes the organization (Owners only) after its name is typed in the confirm dialog. Its apps, their collector
 * keys and every stored event, user, company and subscription go with it; members keep their accounts.
 */
export function DeleteOrganizationCard({ org }: DeleteOrganizationCardProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  async function confirm(typed: string): Promise<string | null> {
    const result = await dispatch(deleteOrganization(org.id, typed));
    if (result.error) return `The organization could not be deleted: ${toPlainError(result.error).message}`;
    dispatch(notify({ kind: 'success', message: `${org.name} was deleted with its apps and data.` }));
    void navigate(portalPaths.apps);
    return null;
  }

  return (
    <SettingsCard title="Delete organization" tone="danger">
      <p className="settings-card__text">
        Deletes {org.name}, {org.apps.length === 1 ? 'its app with its collector keys' : `its ${org.apps.length} apps with their collector keys`}, and every stored event, user, company
        and subscription. Members keep their accounts and other organizations. This cannot be undone.
      </p>
      <div className="settings-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>Delete organization…</Button>
      </div>
      <TypedConfirmDialog open={open} onOpenChange={setOpen} formLabel="Delete organization" expected={org.name}
        inputLabel="Type the organization name to confirm" onConfirm={confirm}>
        <strong>{org.name}</strong> and all of its data will be deleted for every member.
      </TypedConfirmDialog>
    </SettingsCard>
  );
}
