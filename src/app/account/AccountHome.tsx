import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Logo } from '../../marketing/layout/Logo';
import { paths } from '../paths';
import { selectIsAuthenticated, selectProfile } from '../store/authSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { logout } from '../store/logout';
import { useOrganizations } from './useOrganizations';
import './AccountHome.css';

function OrganizationList() {
  const state = useOrganizations();
  if (state.status === 'loading') return <p role="status">Loading your organizations…</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.organizations.length === 0) return <p>You do not belong to an organization yet.</p>;
  return (
    <ul className="account-home__orgs">
      {state.organizations.map((org) => (
        <li key={org.id} className="account-home__org">
          <h3 className="account-home__org-name">{org.name}</h3>
          {org.apps.length > 0 ? (
            <p className="account-home__apps">Apps: {org.apps.map((app) => app.name).join(', ')}</p>
          ) : (
            <p className="account-home__apps">No apps yet.</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The signed-in home (/wrap): who is signed in, their organizations and apps, and Log out.
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
        <section aria-labelledby="account-home-orgs">
          <h2 id="account-home-orgs">Organizations</h2>
          <OrganizationList />
        </section>
      </main>
    </div>
  );
}
