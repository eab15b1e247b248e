import { useState } from 'react';
import type { PortalApp, PortalOrganization } from '@/api/portal';
import { selectProfile } from '@/app/session/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { makeDefaultApp } from '@/portal/core/organizationsActions';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { SaveOutcome } from './SaveOutcome';

/** Props of {@link DefaultAppCard}. */
export interface DefaultAppCardProps {
  org: PortalOrganization;
  app: PortalApp;
}

/** Makes this app the one the signed-in member opens first in the organization (any member may choose their own). */
export function DefaultAppCard({ org, app }: DefaultAppCardProps) {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isDefault = org.default_app_id === app.id;
  const current = org.apps.find((candidate) => candidate.id === org.default_app_id);

  async function makeDefault() {
    if (!profile?.email) return;
    setSaving(true);
    setError(null);
    const result = await dispatch(makeDefaultApp(org.id, app.id, profile.email));
    setSaving(false);
    if (result.error) setError(`The default app could not be changed: ${toPlainError(result.error).message}`);
  }

  return (
    <SettingsCard title="Default app">
      <p className="settings-card__text">
        {isDefault ? `${app.name} is your default app in ${org.name}.` : current ? `Your default app in ${org.name} is ${current.name}.` : `You have not chosen a default app in ${org.name}.`}
      </p>
      {isDefault || org.demo ? null : (
        <div className="settings-actions">
          <Button variant="secondary" disabled={saving || !profile?.email} onClick={() => void makeDefault()}>{saving ? 'Saving…' : 'Make this my default app'}</Button>
          <SaveOutcome saving={saving} saved={null} error={error} />
        </div>
      )}
    </SettingsCard>
  );
}
