import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CreatedApiKey } from '@/api/apiKeys';
import type { PortalApp } from '@/api/portal';
import { toPlainError } from '@/app/store/loadable';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/portal/shared/TextField';
import { createApiKey } from './apiKeysActions';
import { KeyKindAndExpiry } from './KeyKindAndExpiry';
import { AppLimitPicker } from './AppLimitPicker';
import { ScopePicker } from './ScopePicker';
import { SecretReveal } from './SecretReveal';
import { availableKinds, defaultExpiry, KEY_NAME_MAX_LENGTH, scopeRows, toNewKey, validateKeyForm, type KeyForm, type KeyFormErrors } from './apiKeysRules';

/** Props of {@link CreateKeyDialog}. */
export interface CreateKeyDialogProps {
  orgId: string;
  apps: PortalApp[];
  /** The app preselected (the selected app). */
  defaultAppId: string;
  grantableScopes: string[];
  resources: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function initialForm(kind: KeyForm['kind'], appId: string): KeyForm {
  return { name: '', kind, appId, scopes: [], limitApps: false, apps: [], expiry: defaultExpiry(kind), expiryDate: '' };
}

/**
 * Creates a key: name, kind, app, scopes (management keys; only the scopes the caller holds are offered), app limit
 * and expiry (one year by default for management keys). Once created, the secret is shown this once. A refusal is
 * shown in the dialog.
 */
export function CreateKeyDialog({ orgId, apps, defaultAppId, grantableScopes, resources, open, onOpenChange }: CreateKeyDialogProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const kinds = useMemo(() => availableKinds(grantableScopes), [grantableScopes]);
  const rows = useMemo(() => scopeRows(resources, grantableScopes), [resources, grantableScopes]);
  const [form, setForm] = useState<KeyForm>(() => initialForm(kinds[0] ?? 'management', defaultAppId));
  const [errors, setErrors] = useState<KeyFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const change = (changes: Partial<KeyForm>) => setForm((current) => ({ ...current, ...changes }));

  const close = (next: boolean) => {
    if (next) return;
    // The secret leaves memory with the dialog: it cannot be shown again.
    setCreated(null);
    setForm(initialForm(kinds[0] ?? 'management', defaultAppId));
    setErrors({});
    setFailure(null);
    onOpenChange(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const now = new Date();
    const found = validateKeyForm(form, now);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await dispatch(createApiKey(orgId, toNewKey(form, now)));
    setSaving(false);
    if (result.error || !result.response) {
      setFailure(`The key could not be created: ${toPlainError(result.error).message}`);
      return;
    }
    setCreated(result.response.data);
  }

  return (
    <Dialog open={open} onOpenChange={close} title={created ? 'Copy your new key' : 'Create an API key'}
      description={created ? undefined : 'Keys never hold more than you do: they stop working if you leave the organization or lose their scopes.'}>
      {created ? (
        <SecretReveal created={created} onDone={() => close(false)} />
      ) : (
        <form className="keys-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField id={`${id}-name`} label="Name" value={form.name} onChange={(name) => change({ name })} error={errors.name}
            hint="Say where the key is used, e.g. “Billing export” or “Checkout service”." maxLength={KEY_NAME_MAX_LENGTH + 10} autoComplete="off" />
          <KeyKindAndExpiry idPrefix={id} kinds={kinds} form={form} apps={apps} errors={errors} onChange={change} />
          {form.kind === 'management' ? (
            <>
              <ScopePicker rows={rows} selected={form.scopes} onChange={(scopes) => change({ scopes })} error={errors.scopes} errorId={`${id}-scopes-error`} />
              <AppLimitPicker idPrefix={id} apps={apps} limit={form.limitApps} selected={form.apps} error={errors.apps}
                onChange={(limitApps, selected) => change({ limitApps, apps: selected })} />
            </>
          ) : null}
          {failure ? <p className="portal-form__error" role="alert">{failure}</p> : null}
          <div className="portal-form__actions">
            <Button variant="secondary" onClick={() => close(false)}>Cancel</Button>
            <Button type="submit" disabled={saving}>{saving ? 'Creating…' : 'Create key'}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
