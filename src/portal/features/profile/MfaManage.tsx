import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { notify } from '@/app/notifications/notificationsSlice';
import { Button } from '@/components/Button';
import { normaliseCode, validateAnyCode } from '@/lib/mfaCode';
import { TextField } from '@/portal/shared/TextField';
import { MfaCodeInput } from './MfaCodeInput';
import { disableMfa, regenerateRecoveryCodes } from './mfaActions';

const ANY_CODE_HINT = 'A code from your authenticator app, or an unused recovery code.';

/** Props of {@link MfaManage}. */
export interface MfaManageProps {
  /** New recovery codes were made: show them once. */
  onNewCodes: (codes: string[]) => void;
}

/** With two-factor sign-in on: new recovery codes (a code), or turning it off (password and a code). */
export function MfaManage({ onNewCodes }: MfaManageProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [regenCode, setRegenCode] = useState('');
  const [regenError, setRegenError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  const [offErrors, setOffErrors] = useState<{ password?: string | null; code?: string | null; form?: string | null }>({});
  const [busy, setBusy] = useState<'regen' | 'off' | null>(null);

  const regenerate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAnyCode(regenCode);
    setRegenError(problem);
    if (problem) return;
    setBusy('regen');
    const result = await dispatch(regenerateRecoveryCodes(normaliseCode(regenCode)));
    setBusy(null);
    if (result.error || !result.response) {
      setRegenError(toPlainError(result.error).message);
      return;
    }
    setRegenCode('');
    onNewCodes(result.response.data.recovery_codes);
  };

  const turnOff = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { password: password ? null : 'Enter your password.', code: validateAnyCode(offCode) };
    setOffErrors(found);
    if (found.password || found.code) return;
    setBusy('off');
    const result = await dispatch(disableMfa(password, normaliseCode(offCode)));
    setBusy(null);
    if (result.error) {
      setOffErrors({ form: toPlainError(result.error).message });
      return;
    }
    setPassword('');
    setOffCode('');
    dispatch(notify({ kind: 'success', message: 'Two-factor sign-in is off.' }));
  };

  return (
    <div className="mfa-manage">
      <form className="portal-form" aria-label="New recovery codes" noValidate onSubmit={(event) => void regenerate(event)}>
        <h3 className="mfa-manage__title">New recovery codes</h3>
        <p className="profile-card__text">Makes ten new codes; the old ones stop working.</p>
        <MfaCodeInput id={`${id}-regen`} label="Code" value={regenCode} onChange={(value) => { setRegenCode(value); setRegenError(null); }}
          error={regenError} hint={ANY_CODE_HINT} />
        <div className="portal-form__actions">
          <Button type="submit" variant="secondary" disabled={busy !== null}>{busy === 'regen' ? 'Making…' : 'Make new codes'}</Button>
        </div>
      </form>
      <form className="portal-form" aria-label="Turn off two-factor sign-in" noValidate onSubmit={(event) => void turnOff(event)}>
        <h3 className="mfa-manage__title">Turn off</h3>
        <TextField id={`${id}-password`} name="password" label="Password" type="password" autoComplete="current-password" value={password}
          onChange={(value) => { setPassword(value); setOffErrors((e) => ({ ...e, password: null, form: null })); }} error={offErrors.password} />
        <MfaCodeInput id={`${id}-off`} label="Code" value={offCode} onChange={(value) => { setOffCode(value); setOffErrors((e) => ({ ...e, code: null, form: null })); }}
          error={offErrors.code} hint={ANY_CODE_HINT} />
        {offErrors.form ? <p className="portal-form__error profile-card__refusal" role="alert">{offErrors.form}</p> : null}
        <div className="portal-form__actions">
          <Button type="submit" variant="secondary" disabled={busy !== null}>{busy === 'off' ? 'Turning off…' : 'Turn off two-factor sign-in'}</Button>
        </div>
      </form>
    </div>
  );
}
