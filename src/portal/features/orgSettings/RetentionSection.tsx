import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { TextField } from '@/portal/shared/TextField';
import { loadDataRetention, updateDataRetention } from './dataRetentionActions';
import { retentionDaysError, selectDataRetentionState } from './dataRetentionSlice';

/** Props of {@link RetentionSection}. */
export interface RetentionSectionProps {
  orgId: string;
  canEdit: boolean;
}

/** Data retention: how many days of events the organization keeps, within its plan's limit. */
export function RetentionSection({ orgId, canEdit }: RetentionSectionProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const state = useAppSelector(selectDataRetentionState);
  const settings = state.orgId === orgId ? state.settings : null;
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void dispatch(loadDataRetention(orgId));
  }, [dispatch, orgId]);
  useEffect(() => {
    if (settings) setDays(String(settings.retention_days));
  }, [settings]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    const problem = retentionDaysError(days, settings);
    setError(problem);
    setSaved('');
    if (problem) return;
    setSaving(true);
    const result = await dispatch(updateDataRetention(orgId, Number(days.trim())));
    setSaving(false);
    if (result.error) setError(`The retention period could not be saved: ${toPlainError(result.error).message}`);
    else setSaved(`Saved: events older than ${days.trim()} days are deleted within the hour.`);
  };

  let body;
  if (state.status === 'failed' && state.orgId === orgId) {
    body = <PortalStatus kind="error" title="The retention period could not be loaded" message={state.error?.message} />;
  } else if (!settings) {
    body = <PortalStatus kind="loading" title="Loading the retention period…" />;
  } else {
    body = (
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <TextField id={`${id}-days`} label="Keep events for (days)" inputMode="numeric" value={days} onChange={setDays} disabled={!canEdit}
          hint={`Your ${settings.plan_name} plan keeps events for up to ${settings.max_days} days. Older events are deleted and searches before then answer nothing.`}
          error={error} />
        {canEdit ? (
          <div className="settings-actions">
            <Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save retention'}</Button>
            <p className="settings-saved" role="status">{saved}</p>
          </div>
        ) : null}
      </form>
    );
  }
  return <SettingsCard title="Data retention" titleId={`${id}-title`}>{body}</SettingsCard>;
}
