import { useId, useState, type FormEvent } from 'react';
import type { PortalApp } from '@/api/portal';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { updateApp } from '@/portal/core/organizationsActions';
import { APP_NAME_MAX_LENGTH, validateAppName } from '@/portal/core/organizationsRules';
import { TextField } from '@/portal/shared/TextField';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { WEEK_DAYS } from './appSettingsRules';
import { SaveOutcome } from './SaveOutcome';
import { TimeZonePicker } from './TimeZonePicker';

/** Props of {@link AppDetailsForm}. */
export interface AppDetailsFormProps {
  orgId: string;
  app: PortalApp;
  canEdit: boolean;
}

/** The app's name, and the time zone and first day of the week every chart of the app uses. */
export function AppDetailsForm({ orgId, app, canEdit }: AppDetailsFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState(app.name);
  const [zone, setZone] = useState(app.time_zone ?? 'UTC');
  const [weekStart, setWeekStart] = useState(app.week_starts_on ?? 1);
  const [nameError, setNameError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ saved: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateAppName(name);
    setNameError(invalid);
    setOutcome(null);
    if (invalid) return;
    setSaving(true);
    const result = await dispatch(updateApp(orgId, app.id, { name: name.trim(), time_zone: zone, week_starts_on: weekStart }));
    setSaving(false);
    setOutcome(result.error ? { saved: false, message: `The app could not be saved: ${toPlainError(result.error).message}` } : { saved: true, message: 'App details saved.' });
  }

  return (
    <SettingsCard title="App details" titleId={`${id}-title`}>
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <div className="settings-grid">
          <TextField id={`${id}-name`} label="App name" value={name} onChange={setName} error={nameError} disabled={!canEdit}
            maxLength={APP_NAME_MAX_LENGTH + 10} autoComplete="off" />
          <TimeZonePicker value={zone} onChange={setZone} disabled={!canEdit} />
          <div className="settings-field">
            <label htmlFor={`${id}-week`}>First day of the week</label>
            <select id={`${id}-week`} className="settings-select" value={weekStart} disabled={!canEdit} onChange={(event) => setWeekStart(Number(event.target.value))}>
              {WEEK_DAYS.map((day, index) => <option key={day} value={index}>{day}</option>)}
            </select>
            <p className="settings-field__hint">Weekly charts start their weeks on this day.</p>
          </div>
        </div>
        {canEdit ? (
          <div className="settings-actions">
            <Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save app details'}</Button>
            <SaveOutcome saving={saving} saved={outcome?.saved ? outcome.message : null} error={outcome && !outcome.saved ? outcome.message : null} />
          </div>
        ) : null}
      </form>
    </SettingsCard>
  );
}
