import { useId, useRef, useState, type FormEvent } from 'react';
import type { UserRole } from '@/api/orgUsers';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { TextField } from '@/portal/shared/TextField';
import { inviteMember } from './orgUsersActions';
import { TEAM_INVITE_SOURCE, validateInvite, type InviteErrors, type InviteValues } from './orgUsersRules';

/** Props of {@link InviteForm}. */
export interface InviteFormProps {
  orgId: string;
  /** Roles the server lists, most powerful first. */
  roles: UserRole[];
}

const EMPTY: InviteValues = { email: '', role: '', onboardingRole: '' };
const FIELDS: Array<keyof InviteValues> = ['email', 'role', 'onboardingRole'];

/** Invite someone by e-mail with a role (and, optionally, their job for onboarding). */
export function InviteForm({ orgId, roles }: InviteFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<InviteValues>({ ...EMPTY, role: roles.find((r) => r.name === 'Member')?.name ?? '' });
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const update = (field: keyof InviteValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const found = validateInvite(values, roles.map((role) => role.name));
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      const input = formRef.current?.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSending(true);
    const email = values.email.trim();
    const result = await dispatch(inviteMember(orgId, {
      email, role: values.role, onboarding_role: values.onboardingRole.trim() || null, source: TEAM_INVITE_SOURCE,
    }));
    setSending(false);
    if (result.error) {
      setFailure(toPlainError(result.error).message);
      return;
    }
    setDone(result.response?.data.delivery === 'email' ? `Invitation sent to ${email}.` : `Invitation created for ${email}: share its link below.`);
    setValues((current) => ({ ...EMPTY, role: current.role }));
  };

  return (
    <form ref={formRef} className="team-card team-invite" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 className="team-card__title" id={`${id}-title`}>Invite a teammate</h2>
      <div className="team-invite__fields">
        <TextField id={`${id}-email`} name="email" label="Email" type="email" autoComplete="off" value={values.email}
          onChange={update('email')} error={errors.email} />
        <div className="portal-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} name="role" className="team-select" value={values.role} onChange={(event) => update('role')(event.target.value)}
            aria-invalid={errors.role ? true : undefined} aria-describedby={errors.role ? `${id}-role-error` : undefined}>
            <option value="">Choose a role</option>
            {roles.map((role) => <option key={role.id} value={role.name}>{role.name}</option>)}
          </select>
          {errors.role ? <p className="portal-field__error" id={`${id}-role-error`}>{errors.role}</p> : null}
        </div>
        <TextField id={`${id}-onboarding`} name="onboardingRole" label="Their job (optional)" hint="Tailors their onboarding, e.g. Developer."
          value={values.onboardingRole} onChange={update('onboardingRole')} error={errors.onboardingRole} />
      </div>
      {failure ? <p className="team-alert" role="alert">{failure}</p> : null}
      <p className="team-invite__done" role="status">{done}</p>
      <div>
        <Button type="submit" disabled={sending}>{sending ? 'Sending…' : 'Send invitation'}</Button>
      </div>
    </form>
  );
}
