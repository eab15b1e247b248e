import { useEffect, useId, useState } from 'react';
import type { MfaEnrolment as Enrolment } from '@/api/mfa';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { MfaEnrolment } from './MfaEnrolment';
import { MfaManage } from './MfaManage';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { loadMfaStatus, startMfaEnrolment } from './mfaActions';
import { statusSummary } from './mfaRules';
import { selectMfaState } from './mfaSlice';

/** Anchor of the section: the enforced-organization notice links here. */
export const TWO_FACTOR_ANCHOR = 'two-factor';

/**
 * "Two-factor sign-in" on the profile: the status; when off, the set-up (QR code and key, confirm with a code);
 * the recovery codes shown once after they are made; when on, new recovery codes and turning it off.
 */
export function TwoFactorSection() {
  const dispatch = useAppDispatch();
  const id = useId();
  const { status, error, current } = useAppSelector(selectMfaState);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  useEffect(() => {
    void dispatch(loadMfaStatus());
  }, [dispatch]);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    const result = await dispatch(startMfaEnrolment());
    setStarting(false);
    if (result.error || !result.response) setStartError(toPlainError(result.error).message);
    else setEnrolment(result.response.data);
  };

  const body = () => {
    if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
    if (!current && (status === 'idle' || status === 'loading')) return <PortalStatus kind="loading" title="Loading two-factor sign-in…" />;
    if (!current) {
      return (
        <PortalStatus kind="error" title="Two-factor sign-in could not be loaded" message={error?.message}>
          <Button variant="secondary" onClick={() => void dispatch(loadMfaStatus())}>Try again</Button>
        </PortalStatus>
      );
    }
    if (current.enabled) {
      return (
        <>
          {!current.session_verified ? (
            <p className="profile-card__text mfa-notice">
              This session was opened without a code. Organizations that require two-factor sign-in ask you to log
              out and sign in again with your code.
            </p>
          ) : null}
          <MfaManage onNewCodes={setCodes} />
        </>
      );
    }
    if (enrolment) {
      return <MfaEnrolment enrolment={enrolment} onCancel={() => setEnrolment(null)} onConfirmed={(made) => { setEnrolment(null); setCodes(made); }} />;
    }
    return (
      <div className="portal-form__actions">
        <Button onClick={() => void start()} disabled={starting}>{starting ? 'Starting…' : 'Set up two-factor sign-in'}</Button>
        {startError ? <p className="portal-form__error" role="alert">{startError}</p> : null}
      </div>
    );
  };

  return (
    <section className="profile-card mfa-section" id={TWO_FACTOR_ANCHOR} aria-labelledby={`${id}-title`}>
      <h2 className="profile-card__title" id={`${id}-title`}>
        Two-factor sign-in
      </h2>
      <p className="profile-card__text">
        {current ? statusSummary(current) : 'A code from an authenticator app on your phone, asked after your password.'}
      </p>
      {body()}
    </section>
  );
}
