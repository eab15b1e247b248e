import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { selectAuth } from '@/app/session/authSlice';
import { cancelSignInCode, verifySignInCode } from '@/app/session/mfaSignIn';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { normaliseCode, validateCode, type CodeKind } from '@/lib/mfaCode';

const LABELS: Record<CodeKind, { label: string; hint: string; switchTo: string }> = {
  totp: { label: 'Authentication code', hint: 'The six-digit code your authenticator app shows for Apiscope.', switchTo: 'Use a recovery code instead' },
  recovery: { label: 'Recovery code', hint: 'One of the recovery codes you saved when you set up two-factor sign-in. Each works once.', switchTo: 'Use the authenticator app instead' },
};

/**
 * The second sign-in step: a code from the authenticator app (or a recovery code). The password step's challenge
 * waits in storage; a wrong code keeps the user here with the server's reason, an expired challenge goes back to
 * the password.
 */
export function MfaCodeForm() {
  const dispatch = useAppDispatch();
  const { isFetching, errorMessage } = useAppSelector(selectAuth);
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const text = LABELS[kind];

  useEffect(() => {
    inputRef.current?.focus();
  }, [kind]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(code, kind);
    setInvalid(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSent(true);
    const result = await dispatch(verifySignInCode(normaliseCode(code)));
    if (result?.error) {
      setCode('');
      inputRef.current?.focus();
    }
  };

  const describedBy = [`${id}-hint`, invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <>
      <h1 className="login-page__title">Two-factor sign-in</h1>
      <form className="login-page__form" aria-label="Two-factor sign-in" noValidate onSubmit={(event) => void submit(event)}>
        <div className="login-page__field">
          <label htmlFor={`${id}-code`}>{text.label}</label>
          <input
            ref={inputRef}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={kind === 'totp' ? 7 : 11}
            value={code}
            required
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setCode(event.target.value);
              setInvalid(null);
            }}
          />
          <p id={`${id}-hint`} className="login-page__hint">{text.hint}</p>
          {invalid ? <p id={`${id}-error`} className="login-page__field-error">{invalid}</p> : null}
        </div>
        {sent && errorMessage && !isFetching ? (
          <p className="login-page__error" role="alert">
            {errorMessage}
          </p>
        ) : null}
        <Button type="submit" size="large" disabled={isFetching}>
          {isFetching ? 'Checking…' : 'Verify'}
        </Button>
        <div className="login-page__alternatives">
          <button type="button" className="login-page__link" onClick={() => { setKind(kind === 'totp' ? 'recovery' : 'totp'); setCode(''); setInvalid(null); }}>
            {text.switchTo}
          </button>
          <button type="button" className="login-page__link" onClick={() => dispatch(cancelSignInCode())}>
            Back to e-mail and password
          </button>
        </div>
      </form>
    </>
  );
}
