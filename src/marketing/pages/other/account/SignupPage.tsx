import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { selectErrorMessage } from '@/api/errors';
import { COOKIE_NAMES, readCookie, writeCookie } from '@/api/session';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { rememberIntent, resolveIntent, type CookieStore } from '@/lib/intents';
import { otherMeta } from '@/marketing/content/other/fixedMeta';
import { TRIAL_DAYS, TRIAL_EVENT_QUOTA } from '@/marketing/content/other/pricing';
import { useOtherPage } from '@/marketing/pages/other/shared/useOtherPage';
import '@/marketing/pages/other/shared/other.css';
import { SsoButtons } from '@/app/sso/SsoButtons';
import { SignupField } from './SignupField';
import { validateSignup, MIN_PASSWORD_LENGTH, type SignupErrors, type SignupValues } from './signupValidation';

const intentCookies: CookieStore = {
  get: (name) => readCookie(name) ?? undefined,
  set: (_name, value, options) => writeCookie(COOKIE_NAMES.intent, value, options.expiresHours),
};

const FIELDS: Array<keyof SignupValues> = ['name', 'email', 'password'];
const FALLBACK_ERROR = 'We could not create your account. Please try again.';

/** The sign-up thunk (and the API client under it) arrives with the first submit, not with the page. */
async function loadAuthThunks(): Promise<typeof import('@/app/session/authThunks') | undefined> {
  try {
    return await import('@/app/session/authThunks');
  } catch {
    return undefined;
  }
}

/**
 * /signup: name, email and password with inline validation. The headline follows the visitor's intent (query,
 * then cookie); on success the visitor goes to onboarding with that intent.
 */
export function SignupPage() {
  useOtherPage(otherMeta.signup);
  const [params] = useSearchParams();
  const intent = resolveIntent(params, readCookie(COOKIE_NAMES.intent) ?? undefined);
  const queryIntent = params.get('intent');
  useEffect(() => {
    rememberIntent(intentCookies, queryIntent);
  }, [queryIntent]);

  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignupValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const update = (field: keyof SignupValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    const thunks = await loadAuthThunks();
    const result = thunks
      ? await dispatch(thunks.signup({ name: values.name.trim(), email: values.email.trim(), password: values.password }))
      : undefined;
    setSubmitting(false);
    if (!result || result.error) {
      setFailure((result?.error && selectErrorMessage(result.error)) ?? FALLBACK_ERROR);
      return;
    }
    navigate(`/wrap?onboard=true&intent=${encodeURIComponent(intent.key)}`, { replace: true });
  };

  return (
    <div className="op-section">
      <div className="op-container op-split">
        <section aria-labelledby={`${idPrefix}-title`}>
          <h1 id={`${idPrefix}-title`} className="op-intro__title">{intent.signUpTitle}</h1>
          <p className="op-intro__lead">{intent.description}</p>
          <form ref={formRef} className="op-form" noValidate onSubmit={submit} aria-label="Create your account">
            {failure ? <p role="alert" className="op-alert">{failure}</p> : null}
            <SignupField id={`${idPrefix}-name`} name="name" label="Full name" type="text" autoComplete="name"
              value={values.name} error={errors.name} onChange={update('name')} />
            <SignupField id={`${idPrefix}-email`} name="email" label="Work email" type="email" autoComplete="email"
              value={values.email} error={errors.email} onChange={update('email')} />
            <SignupField id={`${idPrefix}-password`} name="password" label="Password" type="password"
              autoComplete="new-password" value={values.password} error={errors.password}
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} onChange={update('password')} />
            <Button type="submit" size="large" disabled={submitting}>
              {submitting ? 'Creating your account…' : 'Create free account'}
            </Button>
            <p className="op-field__hint">
              By signing up you agree to the <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link>. Already have an account? <Link to="/login">Log in</Link>
            </p>
          </form>
          <SsoButtons label="Or sign up with" />
        </section>
        <aside className="op-card" aria-labelledby={`${idPrefix}-metrics`}>
          <h2 id={`${idPrefix}-metrics`}>{intent.metricsHeader}</h2>
          <ul>
            <li>{TRIAL_DAYS}-day trial of every paid feature</li>
            <li>{TRIAL_EVENT_QUOTA.toLocaleString('en-US')} events during the trial</li>
            <li>No credit card needed; stay on Free afterwards if you like</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
