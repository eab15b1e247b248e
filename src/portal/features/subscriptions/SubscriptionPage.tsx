import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import { paths } from '@/app/paths';
import { selectIsAuthenticated } from '@/app/session/authSlice';
import { useAppSelector } from '@/app/store/hooks';
import { SubscriptionList } from './SubscriptionList';
import './SubscriptionPage.css';

/**
 * The subscription page (/wrap/subscription), where the error policy sends a call refused with HTTP 402: per own
 * organization the plan, trial, usage against the quota, the quota notification setting and the plans to switch to.
 * Visitors who are not signed in are sent to /login.
 */
export function SubscriptionPage() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  // A logout elsewhere navigates home itself; only visitors who arrive signed out are sent to /login.
  const [arrivedSignedIn] = useState(isAuthenticated);
  useEffect(() => {
    document.title = 'Plan and usage — Apiscope';
  }, []);
  if (!isAuthenticated) return arrivedSignedIn ? null : <Navigate to={paths.login} replace />;

  return (
    <div className="subscription-page">
      <header className="subscription-page__header">
        <Link to={paths.home} aria-label="Apiscope home">
          <Logo />
        </Link>
        <Link className="subscription-page__back" to={paths.account}>
          <span className="subscription-page__back-arrow" aria-hidden="true">←</span>
          Back to your account
        </Link>
      </header>
      <main className="subscription-page__main">
        <h1 className="subscription-page__title">Plan and usage</h1>
        <p className="subscription-page__intro">
          Each organization has its own plan. Events sent beyond the plan&apos;s quota are refused until the next period or
          a larger plan.
        </p>
        <SubscriptionList />
      </main>
    </div>
  );
}
