import { useEffect } from 'react';
import { AccountDetails } from './AccountDetails';
import { ActiveSessions } from './ActiveSessions';
import { PasswordForm } from './PasswordForm';
import { TwoFactorSection } from './TwoFactorSection';
import './ProfileScreen.css';

/**
 * The profile screen (/wrap/profile), inside the portal shell: the account's name, e-mail and sign-in provider,
 * the password change, two-factor sign-in, and the sessions signed in to the account.
 */
export function ProfileScreen() {
  useEffect(() => {
    document.title = 'Profile — Apiscope';
  }, []);
  return (
    <section className="profile-screen" aria-labelledby="profile-screen-title">
      <h1 id="profile-screen-title" className="portal-page__title">
        Profile
      </h1>
      <p className="profile-screen__intro">Your account details, your password and the devices signed in to your account.</p>
      <div className="profile-screen__grid">
        <AccountDetails />
        <PasswordForm />
      </div>
      <TwoFactorSection />
      <ActiveSessions />
    </section>
  );
}
