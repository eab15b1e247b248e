import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/app/paths';
import { selectIsAuthenticated } from '@/app/session/authSlice';
import { useSessionRefresh } from '@/app/session/useSessionRefresh';
import { useAppSelector } from '@/app/store/hooks';
import { ErrorBoundary } from '@/lib/errorReporting/ErrorBoundary';
import { PortalBanners } from './PortalBanners';
import { PortalSidebar } from './PortalSidebar';
import { PortalTopBar } from './PortalTopBar';
import { useOrganizationsLoad } from './useOrganizationsLoad';
import './PortalLayout.css';

/**
 * The portal shell: sidebar navigation with the org and app switcher, a top bar with "+ New" and the profile
 * menu, the demo and plan banners, and the current screen. Visitors who are not signed in go to /login.
 */
export function PortalLayout() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  // After "Log out" the logout flow navigates home; only visitors who arrive signed out are sent to /login.
  const [arrivedSignedIn] = useState(isAuthenticated);
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setNavOpen(false), [pathname]);
  useSessionRefresh();
  useOrganizationsLoad(isAuthenticated);

  if (!isAuthenticated) return arrivedSignedIn ? null : <Navigate to={paths.login} replace />;
  return (
    <div className={`portal${navOpen ? ' portal--nav-open' : ''}`}>
      <a className="portal__skip" href="#portal-main">
        Skip to content
      </a>
      <PortalSidebar id="portal-nav" />
      <div className="portal__body">
        <PortalTopBar navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} navId="portal-nav" />
        <PortalBanners />
        <main id="portal-main" className="portal__main" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname} area="portal">
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
