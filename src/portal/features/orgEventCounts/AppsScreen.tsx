import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Logo } from '@/components/Logo';
import { paths } from '@/app/paths';
import { selectIsAuthenticated, selectProfile } from '@/app/session/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { logout } from '@/app/session/logout';
import { OrganizationList } from './OrganizationList';
import './AccountHome.css';

/**
 * The signed-in home (/wrap): who is signed in, the API calls each app logged, collector tokens with install steps,
 * app creation, and Log out.
 * Visitors who are not signed in are sent to /login.
 */
export function AccountHome() {
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const profile = useAppSelector(selectProfile);
  // After "Log out" the logout flow navigates home; only visitors who arrive signed out are sent to /login.
  const [arrivedSignedIn] = useState(isAuthenticated);
  useEffect(() => {
    document.title = 'Your account — Apiscope';
  }, []);
  if (!isAuthenticated) return arrivedSignedIn ? null : <Navigate to={paths.login} replace />;

  return (
    <div className="account-home">
      <header className="account-home__header">
        <Link to={paths.home} aria-label="Apiscope home">
          <Logo />
        </Link>
        <Button variant="secondary" onClick={() => dispatch(logout())}>
          Log out
        </Button>
      </header>
      <main className="account-home__main">
        <h1 className="account-home__title">Your account</h1>
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
      </main>
    </div>
  );
}
