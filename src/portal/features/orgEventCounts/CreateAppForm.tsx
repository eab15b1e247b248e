import { useId } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { postApp } from '@/portal/core/organizationsActions';
import { AppNameForm } from '@/portal/shared/AppNameForm';
import './CreateAppForm.css';

/** Props of {@link CreateAppForm}. */
export interface CreateAppFormProps {
  orgId: string;
  orgName: string;
}

/**
 * 'Create app' for one organization: checks the name, posts it (the organizations slice adds and selects the new
 * app), and confirms; server errors become toasts.
 */
export function CreateAppForm({ orgId, orgName }: CreateAppFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const create = async (name: string): Promise<string | null> => {
    const result = await dispatch(postApp(orgId, name));
    const created = result.response?.data;
    if (result.error || !created?.id) return null;
    return `App “${created.name || name}” created. Get its collector token above.`;
  };
  return (
    <div className="account-create">
      <h4 className="account-create__title" id={`${id}-title`}>
        Create an app in {orgName}
      </h4>
      <AppNameForm label="App name" submitLabel="Create app" busyLabel="Creating…" onSubmit={create} clearOnSuccess labelledBy={`${id}-title`} />
    </div>
  );
}
