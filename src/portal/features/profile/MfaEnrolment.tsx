import { useId, useState, type FormEvent } from 'react';
import type { MfaEnrolment as Enrolment } from '@/api/mfa';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { normaliseCode, validateCode } from '@/lib/mfaCode';
import { CopyButton } from '@/portal/shared/CopyButton';
import { MfaCodeInput } from './MfaCodeInput';
import { confirmMfaEnrolment } from './mfaActions';
import { groupedKey } from './mfaRules';

/** Props of {@link MfaEnrolment}. */
export interface MfaEnrolmentProps {
  enrolment: Enrolment;
  /** Confirmed: the recovery codes to show once. */
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}

/** Set-up: scan the QR code (or type the key), then confirm with the code the app shows. */
export function MfaEnrolment({ enrolment, onConfirmed, onCancel }: MfaEnrolmentProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(code, 'totp');
    setError(problem);
    if (problem) return;
    setSaving(true);
    const result = await dispatch(confirmMfaEnrolment(normaliseCode(code)));
    setSaving(false);
    if (result.error || !result.response) {
      setError(toPlainError(result.error).message);
      return;
    }
    onConfirmed(result.response.data.recovery_codes);
  };

  return (
    <div className="mfa-enrolment">
      <ol className="mfa-enrolment__steps">
        <li>
          <p className="profile-card__text">Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Authy).</p>
          <img className="mfa-enrolment__qr" src={qr} alt="QR code for setting up two-factor sign-in" width={184} height={184} />
        </li>
        <li>
          <p className="profile-card__text">Or type this key into the app:</p>
          <div className="mfa-enrolment__key" role="group" aria-label="Set-up key">
            <code>{groupedKey(enrolment.secret)}</code>
            <CopyButton text={enrolment.secret} label="Copy key" />
          </div>
        </li>
        <li>
          <form className="portal-form" aria-label="Confirm two-factor set-up" noValidate onSubmit={(event) => void submit(event)}>
            <MfaCodeInput id={`${id}-code`} value={code} onChange={(value) => { setCode(value); setError(null); }} error={error}
              hint="Enter the six-digit code the app now shows for Apiscope." />
            <div className="portal-form__actions">
              <Button type="submit" disabled={saving}>{saving ? 'Checking…' : 'Turn on'}</Button>
              <Button variant="ghost" onClick={onCancel}>Cancel</Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
