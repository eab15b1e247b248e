import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { portalPaths } from '@/app/paths';
import { notify } from '@/app/notifications/notificationsSlice';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { deleteOrganization } from '@/portal/core/organizationsActions';

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
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const matches = typed.trim() === org.name;

  function change(next: boolean) {
    if (!next) {
      setTyped('');
      setError(null);
    }
    setOpen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) {
      setError(`Type ${org.name} to confirm.`);
      return;
    }
    setDeleting(true);
    const result = await dispatch(deleteOrganization(org.id, typed.trim()));
    setDeleting(false);
    if (result.error) {
      setError(`The organization could not be deleted: ${toPlainError(result.error).message}`);
      return;
    }
    change(false);
    dispatch(notify({ kind: 'success', message: `${org.name} was deleted with its apps and data.` }));
    void navigate(portalPaths.apps);
  }

  return (
    <section className="settings-card settings-card--danger" aria-labelledby={`${id}-title`}>
      <h2 className="settings-card__title" id={`${id}-title`}>Delete organization</h2>
      <p className="settings-card__text">
        Deletes {org.name}, {org.apps.length === 1 ? 'its app with its collector keys' : `its ${org.apps.length} apps with their collector keys`}, and every stored event, user, company
        and subscription. Members keep their accounts and other organizations. This cannot be undone.
      </p>
      <div className="settings-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>Delete organization…</Button>
      </div>
      <Dialog open={open} onOpenChange={change} title="Are you sure?" size="narrow">
        <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Delete organization">
          <p className="settings-card__text">
            <strong>{org.name}</strong> and all of its data will be deleted for every member.
          </p>
          <div className="settings-field">
            <label htmlFor={`${id}-confirm`}>Type the organization name to confirm</label>
            <input id={`${id}-confirm`} className="settings-input" value={typed} autoComplete="off" spellCheck={false}
              onChange={(event) => setTyped(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
            {error ? <p className="settings-field__error" id={`${id}-error`} role="alert">{error}</p> : null}
          </div>
          <div className="settings-actions">
            <Button variant="secondary" onClick={() => change(false)}>No</Button>
            <Button type="submit" disabled={!matches || deleting}>{deleting ? 'Deleting…' : 'Yes'}</Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
