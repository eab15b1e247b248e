import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalApp, PortalOrganization } from '@/api/portal';
import { dashPath, portalPaths } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { deleteApp } from '@/portal/core/organizationsActions';
import { selectionAfterDelete } from '@/portal/core/organizationsRules';
import { selectOrganizations, selectSelection } from '@/portal/core/organizationsSlice';
import { DeleteAppDialog } from './DeleteAppDialog';

/** Props of {@link DeleteAppCard}. */
export interface DeleteAppCardProps {
  org: PortalOrganization;
  app: PortalApp;
}

/**
 * Deletes the app after the confirm dialog. The organizations slice then selects the first remaining app (SPEC
 * section 4), whose dashboard opens. The server keeps an organization's last app.
 */
export function DeleteAppCard({ org, app }: DeleteAppCardProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selection = useAppSelector(selectSelection);
  const orgs = useAppSelector(selectOrganizations);
  const id = useId();
  const [open, setOpen] = useState(false);
  const lastApp = org.apps.length <= 1;

  async function confirm(): Promise<string | null> {
    // The slice moves the selection by the same rule: open where it goes.
    const next = selectionAfterDelete(orgs, selection, { orgId: org.id, appId: app.id });
    const result = await dispatch(deleteApp(org.id, app.id));
    if (result.error) return `The app could not be deleted: ${toPlainError(result.error).message}`;
    setOpen(false);
    void navigate(next ? dashPath(next.orgId, next.appId) : portalPaths.apps);
    return null;
  }

  return (
    <section className="settings-card settings-card--danger" aria-labelledby={`${id}-title`}>
      <h2 className="settings-card__title" id={`${id}-title`}>Delete app</h2>
      <p className="settings-card__text">
        {lastApp ? `${app.name} is the only app of ${org.name}: create another app before deleting this one.` : 'Deletes the app and its collector keys. This cannot be undone.'}
      </p>
      <div className="settings-actions">
        <Button variant="secondary" disabled={lastApp} onClick={() => setOpen(true)}>Delete app…</Button>
      </div>
      <DeleteAppDialog open={open} onOpenChange={setOpen} appName={app.name}
        onConfirm={confirm} />
    </section>
  );
}
