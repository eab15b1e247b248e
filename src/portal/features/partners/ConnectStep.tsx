import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PartnerSummary } from '@/api/partners';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { TextField } from '@/portal/shared/TextField';
import { createOrganization, loadOwnOrganizations, provisionPartner } from './partnerProvisioningActions';
import { MAX_ORGANIZATION_NAME_LENGTH, organizationNameError, provisionableOrganizations } from './partnerProvisioningRules';
import { selectPartnerProvisioning } from './partnerProvisioningSlice';

/** Props of {@link ConnectStep}. */
export interface ConnectStepProps {
  partner: PartnerSummary;
  /** The marketplace's registration token from the link, passed on with the provision call. */
  token: string | null;
}

// Organization ids are never empty, so '' stands for "a new organization".
const NEW = '';

/**
 * "Connect {partner} to your organization": one of the user's own organizations (Owner or Admin, never the demo)
 * or a new one (created first, then kept selected so a retry does not create another), then the provision call.
 * Failures are shown in place with "Try again".
 */
export function ConnectStep({ partner, token }: ConnectStepProps) {
  const dispatch = useAppDispatch();
  const { organizations, creation, provision } = useAppSelector(selectPartnerProvisioning);
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const orgs = useMemo(() => provisionableOrganizations(organizations.list), [organizations.list]);
  const [choice, setChoice] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const selected = choice ?? orgs[0]?.id ?? NEW;
  const busy = creation.status === 'loading' || provision.status === 'loading';
  const failure = creation.status === 'failed' ? creation.error : provision.status === 'failed' ? provision.error : null;

  useEffect(() => {
    void dispatch(loadOwnOrganizations());
  }, [dispatch]);

  const connect = async () => {
    let orgId = selected;
    if (orgId === NEW) {
      const problem = organizationNameError(newName);
      setNameProblem(problem);
      if (problem) {
        nameRef.current?.focus();
        return;
      }
      const created = await dispatch(createOrganization(newName.trim()));
      if (created.error || !created.response?.data.id) return;
      orgId = created.response.data.id;
      setChoice(orgId);
    }
    await dispatch(provisionPartner(partner.name, token ? { org_id: orgId, token } : { org_id: orgId }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void connect();
  };

  if (organizations.status === 'failed') {
    return (
      <PortalStatus kind="error" title="Your organizations could not be loaded" message={organizations.error?.message}>
        <Button variant="secondary" onClick={() => void dispatch(loadOwnOrganizations())}>Retry</Button>
      </PortalStatus>
    );
  }
  if (organizations.status !== 'loaded') return <PortalStatus kind="loading" title="Loading your organizations…" />;

  return (
    <form className="partner-form" noValidate aria-label={`Connect ${partner.display_name}`} onSubmit={submit}>
      <fieldset className="partner-choices">
        <legend>Which organization receives {partner.display_name} data?</legend>
        {orgs.map((org) => (
          <label key={org.id} className="partner-choice">
            <input type="radio" name={`${id}-org`} value={org.id} checked={selected === org.id} onChange={() => setChoice(org.id)} />
            <span>{org.name}</span>
            <span className="partner-choice__detail">{org.apps.length === 1 ? '1 app' : `${org.apps.length} apps`}</span>
          </label>
        ))}
        <label className="partner-choice">
          <input type="radio" name={`${id}-org`} value={NEW} checked={selected === NEW} onChange={() => setChoice(NEW)} />
          <span>A new organization</span>
        </label>
      </fieldset>
      {selected === NEW ? (
        <TextField id={`${id}-name`} inputRef={nameRef} label="Name of the new organization" value={newName} autoComplete="organization"
          hint={`Up to ${MAX_ORGANIZATION_NAME_LENGTH} characters. You become its Owner.`} error={nameProblem}
          onChange={(value) => { setNewName(value); setNameProblem(null); }} />
      ) : null}
      {failure ? (
        <div className="partner-alert" role="alert">
          <p>{failure.message}</p>
          <Button variant="secondary" disabled={busy} onClick={() => void connect()}>Try again</Button>
        </div>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Connecting…' : `Connect ${partner.display_name}`}
      </Button>
    </form>
  );
}
