import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { paths } from '@/app/paths';
import { selectAuth } from '@/app/session/authSlice';
import { login } from '@/app/session/authThunks';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { SsoButtons } from '@/app/sso/SsoButtons';
import { validateLogin, type LoginErrors, type LoginValues } from './validateLogin';
import { MfaCodeForm } from './MfaCodeForm';
import './LoginPage.css';

/**
 * The sign-in page (/login): email and password, checked before sending. On success the login thunk moves the
 * user to /wrap; on failure the server's reason is shown and the typed email is kept.
 */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const { isAuthenticated, isFetching, errorMessage, mfaPendingUntil } = useAppSelector(selectAuth);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => {
    document.title = 'Log in — Apiscope';
  }, []);

  if (isAuthenticated && !submitted) return <Navigate to={paths.account} replace />;
  if (mfaPendingUntil !== null && !isAuthenticated) {
    return (
      <div className="login-page">
        <MfaCodeForm />
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitted(true);
    await dispatch(login({ email: values.email.trim(), password: values.password }));
  };

  const field = (name: keyof LoginValues, label: string, type: string, autoComplete: string) => (
    <div className="login-page__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => {
          const value = event.target.value;
          setValues((current) => ({ ...current, [name]: value }));
          setErrors((current) => ({ ...current, [name]: undefined }));
        }}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="login-page__field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="login-page">
      <h1 className="login-page__title">Log in to Apiscope</h1>
      <form ref={formRef} className="login-page__form" aria-label="Log in" noValidate onSubmit={submit}>
        {field('email', 'Email', 'email', 'email')}
        {field('password', 'Password', 'password', 'current-password')}
        {submitted && errorMessage && !isFetching ? (
          <p className="login-page__error" role="alert">
            {errorMessage}
          </p>
        ) : null}
        <Button type="submit" size="large" disabled={isFetching}>
          {isFetching ? 'Logging in…' : 'Log In'}
        </Button>
      </form>
      <SsoButtons label="Or log in with" />
      <p className="login-page__signup">
        New to Apiscope? <Link to={paths.signup}>Create a free account</Link>
      </p>
    </div>
  );
}
