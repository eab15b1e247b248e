import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalApp, PortalOrganization } from '@/api/portal';
import { dashPath, portalPaths } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { deleteApp } from '@/portal/core/organizationsActions';
import { selectionAfterDelete } from '@/portal/core/organizationsRules';
import { selectOrganizations, selectSelection } from '@/portal/core/organizationsSlice';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { TypedConfirmDialog } from '@/portal/shared/TypedConfirmDialog';

/** Props of {@link DeleteAppCard}. */
export interface DeleteAppCardProps {
  org: PortalOrganization;
  app: PortalApp;
}

/**
 * Deletes the app after the confirm dialog (the app's name typed). The organizations slice then selects the first
 * remaining app (SPEC section 4), whose dashboard opens. The server keeps an organization's last app.
 */
export function DeleteAppCard({ org, app }: DeleteAppCardProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selection = useAppSelector(selectSelection);
  const orgs = useAppSelector(selectOrganizations);
  const [open, setOpen] = useState(false);
  const lastApp = org.apps.length <= 1;

  async function confirm(): Promise<string | null> {
    // The slice moves the selection by the same rule: open where it goes.
    const next = selectionAfterDelete(orgs, selection, { orgId: org.id, appId: app.id });
    const result = await dispatch(deleteApp(org.id, app.id));
    if (result.error) return `The app could not be deleted: ${toPlainError(result.error).message}`;
    void navigate(next ? dashPath(next.orgId, next.appId) : portalPaths.apps);
    return null;
  }

  return (
    <SettingsCard title="Delete app" tone="danger">
      <p className="settings-card__text">
        {lastApp ? `${app.name} is the only app of ${org.name}: create another app before deleting this one.` : 'Deletes the app and its collector keys. This cannot be undone.'}
      </p>
      <div className="settings-actions">
        <Button variant="secondary" disabled={lastApp} onClick={() => setOpen(true)}>Delete app…</Button>
      </div>
      <TypedConfirmDialog open={open} onOpenChange={setOpen} formLabel="Delete app" expected={app.name}
        inputLabel="Type the app name to confirm" onConfirm={confirm}>
        Deleting <strong>{app.name}</strong> removes the app and stops its collector keys; its events can no longer be viewed. This cannot be undone.
      </TypedConfirmDialog>
    </SettingsCard>
  );
}
