import { useId, useState, type FormEvent } from 'react';
import type { AppConfig } from '@/api/appSettings';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { saveAppConfig } from './appSettingsActions';
import { bodyFieldListError, headerListError, parseList } from './appSettingsRules';
import { saveOf, selectAppConfigState } from './appConfigSlice';
import { SaveOutcome } from './SaveOutcome';

const FORM = 'capture';

/** Props of {@link DataCaptureForm}. */
export interface DataCaptureFormProps {
  orgId: string;
  appId: string;
  config: AppConfig;
  canEdit: boolean;
}

/** What the collector stores: bodies on or off, and the headers and body fields replaced by ***** before storage. */
export function DataCaptureForm({ orgId, appId, config, canEdit }: DataCaptureFormProps) {
  const dispatch = useAppDispatch();
  const save = useAppSelector((state) => saveOf(selectAppConfigState(state), FORM));
  const id = useId();
  const [logBody, setLogBody] = useState(config.log_body);
  const [headers, setHeaders] = useState(config.mask_headers.join('\n'));
  const [fields, setFields] = useState(config.mask_body_fields.join('\n'));
  const [checked, setChecked] = useState(false);
  const headerError = headerListError(parseList(headers));
  const fieldError = bodyFieldListError(parseList(fields));

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (headerError || fieldError) return;
    void dispatch(saveAppConfig(orgId, appId, { log_body: logBody, mask_headers: parseList(headers), mask_body_fields: parseList(fields) }, FORM));
  }

  const listField = (key: string, label: string, hint: string, value: string, set: (v: string) => void, error: string | null) => (
    <div className="settings-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <p className="settings-field__hint" id={`${id}-${key}-hint`}>{hint}</p>
      <textarea id={`${id}-${key}`} className="settings-textarea" value={value} disabled={!canEdit} spellCheck={false}
        onChange={(event) => set(event.target.value)} aria-invalid={checked && error ? true : undefined}
        aria-describedby={`${id}-${key}-hint${checked && error ? ` ${id}-${key}-error` : ''}`} />
      {checked && error ? <p className="settings-field__error" id={`${id}-${key}-error`}>{error}</p> : null}
    </div>
  );

  return (
    <SettingsCard title="Data capture" titleId={`${id}-title`}>
      <form className="settings-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="settings-check">
          <input id={`${id}-bodies`} type="checkbox" checked={logBody} disabled={!canEdit} onChange={(event) => setLogBody(event.target.checked)}
            aria-describedby={`${id}-bodies-hint`} />
          <div>
            <label htmlFor={`${id}-bodies`}><strong>Store request and response bodies</strong></label>
            <p className="settings-field__hint" id={`${id}-bodies-hint`}>When off, bodies are dropped as events arrive; headers, status and timing are kept.</p>
          </div>
        </div>
        <div className="settings-grid">
          {listField('headers', 'Headers to mask', 'One header name per line, any case (Authorization, X-Api-Key). Masked in requests and responses.',
            headers, setHeaders, headerError)}
          {listField('fields', 'Body fields to mask', 'One field path per line (password, card.number). A path through a list masks every item.',
            fields, setFields, fieldError)}
        </div>
        <p className="settings-field__hint">Masked values are stored as ***** and cannot be recovered. Changes apply to events that arrive from now on.</p>
        {canEdit ? (
          <div className="settings-actions">
            <Button type="submit" disabled={save?.status === 'saving'}>{save?.status === 'saving' ? 'Saving…' : 'Save data capture'}</Button>
            <SaveOutcome saving={save?.status === 'saving'} saved={save?.status === 'saved' ? 'Data capture saved.' : null}
              error={save?.status === 'failed' ? `Data capture could not be saved: ${save.error?.message ?? ''}` : null} />
          </div>
        ) : null}
      </form>
    </SettingsCard>
  );
}
