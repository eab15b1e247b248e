import { useId, useState, type FormEvent } from 'react';
import type { PortalOrganization } from '@/api/portal';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { updateOrganization } from '@/portal/core/organizationsActions';
import { TextField } from '@/portal/shared/TextField';
import { SettingsCard } from '@/portal/shared/SettingsCard';
import { IdentityProviders } from './IdentityProviders';
import {
  EMAIL_PROVIDER, JOIN_POLICY_CHOICES, ORG_NAME_MAX_LENGTH, domainError, normaliseDomain, orgNameError, providersError,
} from './orgSettingsRules';

/** Props of {@link OrgSettingsForm}. */
export interface OrgSettingsFormProps {
  org: PortalOrganization;
  canEdit: boolean;
}

interface Outcome {
  saved: boolean;
  message: string;
}

/** Name, domain, join policy, identity providers and two-factor enforcement of the organization, saved together. */
export function OrgSettingsForm({ org, canEdit }: OrgSettingsFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState(org.name);
  const [domain, setDomain] = useState(org.organization_domain ?? '');
  const [policy, setPolicy] = useState(org.join_organization_policy ?? 'invite_only');
  const [allowed, setAllowed] = useState<string[]>(org.allowed_identity_providers ?? [EMAIL_PROVIDER]);
  const [known, setKnown] = useState<string[]>(() => [...new Set([EMAIL_PROVIDER, ...(org.allowed_identity_providers ?? [])])]);
  const [mfa, setMfa] = useState(org.mfa_enforced === true);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const errors = { name: orgNameError(name), domain: domainError(domain, policy), providers: providersError(allowed) };
  const shown = (error: string | null) => (checked ? error : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setOutcome(null);
    if (errors.name || errors.domain || errors.providers) return;
    setSaving(true);
    const result = await dispatch(updateOrganization(org.id, {
      name: name.trim(),
      organization_domain: normaliseDomain(domain) || null,
      join_organization_policy: policy,
      allowed_identity_providers: allowed,
      mfa_enforced: mfa,
    }));
    setSaving(false);
    setOutcome(result.error ? { saved: false, message: `The settings could not be saved: ${toPlainError(result.error).message}` } : { saved: true, message: 'Organization settings saved.' });
  }

  return (
    <SettingsCard title="General" titleId={`${id}-title`}>
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <div className="settings-grid">
          <TextField id={`${id}-name`} label="Organization name" value={name} onChange={setName} error={shown(errors.name)} disabled={!canEdit}
            maxLength={ORG_NAME_MAX_LENGTH + 10} autoComplete="organization" />
          <TextField id={`${id}-domain`} label="Organization domain" value={domain} onChange={setDomain} error={shown(errors.domain)} disabled={!canEdit}
            hint="The e-mail domain of your company, such as acme.com." placeholder="acme.com" autoComplete="off" spellCheck={false} />
        </div>
        <fieldset className="settings-choices">
          <legend>Who can join</legend>
          {JOIN_POLICY_CHOICES.map((choice) => (
            <div className="settings-check" key={choice.id}>
              <input id={`${id}-${choice.id}`} type="radio" name={`${id}-policy`} value={choice.id} checked={policy === choice.id} disabled={!canEdit}
                onChange={() => setPolicy(choice.id)} aria-describedby={`${id}-${choice.id}-hint`} />
              <div>
                <label htmlFor={`${id}-${choice.id}`}><strong>{choice.label}</strong></label>
                <p className="settings-field__hint" id={`${id}-${choice.id}-hint`}>{choice.description}</p>
              </div>
            </div>
          ))}
        </fieldset>
        <IdentityProviders known={known} allowed={allowed} disabled={!canEdit} error={shown(errors.providers)}
          onChange={(nextAllowed, nextKnown) => { setAllowed(nextAllowed); setKnown(nextKnown); }} />
        <div className="settings-check">
          <input id={`${id}-mfa`} type="checkbox" checked={mfa} disabled={!canEdit} onChange={(event) => setMfa(event.target.checked)} aria-describedby={`${id}-mfa-hint`} />
          <div>
            <label htmlFor={`${id}-mfa`}><strong>Require two-factor sign-in</strong></label>
            <p className="settings-field__hint" id={`${id}-mfa-hint`}>Every member must confirm their sign-in with a second factor.</p>
          </div>
        </div>
        {canEdit ? (
          <div className="settings-actions">
            <Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save settings'}</Button>
            {outcome && !outcome.saved ? <p className="settings-alert" role="alert">{outcome.message}</p>
              : checked && (errors.name || errors.domain || errors.providers) ? <p className="settings-alert" role="alert">Correct the highlighted fields, then save again.</p>
                : <p className="settings-saved" role="status">{outcome?.message ?? ''}</p>}
          </div>
        ) : null}
      </form>
    </SettingsCard>
  );
}
