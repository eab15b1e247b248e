import { useEffect } from 'react';
import { selectProfile } from '@/app/session/authSlice';
import { useAppSelector } from '@/app/store/hooks';
import { OrganizationList } from './OrganizationList';
import './AppsScreen.css';

/**
 * Apps and organizations (/wrap/apps): every organization with its apps, the API calls each logged, collector
 * tokens with install steps, and app creation.
 */
export function AppsScreen() {
  const profile = useAppSelector(selectProfile);
  useEffect(() => {
    document.title = 'Apps and organizations — Apiscope';
  }, []);
  return (
    <section className="account-home" aria-labelledby="account-home-title">
      <h1 id="account-home-title" className="portal-page__title">
        Apps and organizations
      </h1>
      <p className="account-home__email">
        Signed in as <strong>{profile?.email}</strong>
      </p>
      <section className="account-home__start" aria-labelledby="account-home-start">
        <h2 id="account-home-start">Start logging your API calls</h2>
        <ol className="account-home__steps">
          <li>Pick an app below (or create one) and select <strong>Get collector token</strong>.</li>
          <li>Install the SDK in your API with that token, using the code shown.</li>
          <li>Call your API: the counts of that app show the calls as they arrive.</li>
        </ol>
      </section>
      <section aria-labelledby="account-home-orgs">
        <h2 id="account-home-orgs">Organizations and apps</h2>
        <OrganizationList />
      </section>
    </section>
  );
}
