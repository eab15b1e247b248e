import { useEffect, useRef, useState } from 'react';
import type { PortalOrganization } from '@/api/portal';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { postApp, updateApp } from '@/portal/core/organizationsActions';
import { canCreateApps } from '@/portal/core/organizationsRules';
import { AppNameForm } from '@/portal/shared/AppNameForm';

/** Props of {@link NameAppStep}. */
export interface NameAppStepProps {
  org: PortalOrganization;
  appId: string;
  appName: string;
}

/**
 * Step 1: the app that will receive the data. Owners and admins can rename it, or create another app (which becomes
 * the one the next steps set up); other members see it as it is.
 */
export function NameAppStep({ org, appId, appName }: NameAppStepProps) {
  const dispatch = useAppDispatch();
  const toggleRef = useRef<HTMLDivElement>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState('');

  // The create form closes on success: give its focus back to the button that opened it.
  useEffect(() => {
    if (created) toggleRef.current?.querySelector('button')?.focus();
  }, [created]);

  const rename = async (name: string) => {
    const result = await dispatch(updateApp(org.id, appId, { name }));
    return result.error ? null : `Saved: the app is now called “${name}”.`;
  };
  const create = async (name: string) => {
    const result = await dispatch(postApp(org.id, name));
    if (result.error || !result.response) return null;
    setCreating(false);
    setCreated(`Created “${result.response.data.name || name}”: the next steps set it up.`);
    return null;
  };

  if (!canCreateApps(org)) {
    return (
      <p className="onboarding-step__lead">
        Data will go to <strong>{appName}</strong> in {org.name}. Only owners and admins of {org.name} can rename apps or add
        new ones.
      </p>
    );
  }
  return (
    <div className="onboarding-name">
      <p className="onboarding-step__lead">Each app keeps its own data, for example one per API or per environment. This one is in {org.name}.</p>
      <AppNameForm key={appId} label="App name" initialName={appName} submitLabel="Save name" busyLabel="Saving…" onSubmit={rename} />
      {creating ? (
        <div className="onboarding-name__new">
          <AppNameForm label="New app name" submitLabel="Create app" busyLabel="Creating…" onSubmit={create} />
          <Button variant="ghost" onClick={() => setCreating(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div ref={toggleRef}>
          <Button variant="ghost" onClick={() => setCreating(true)}>
            Create another app instead
          </Button>
        </div>
      )}
      <p className="onboarding-name__created" role="status">
        {created}
      </p>
    </div>
  );
}
