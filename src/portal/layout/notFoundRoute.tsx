import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { portalPaths } from '@/app/paths';
import { PortalStatus } from '@/portal/shared/PortalStatus';

/** An unknown path inside the portal: says so inside the shell, with the way back. */
function PortalNotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found — Apiscope';
  }, []);
  return (
    <section aria-labelledby="portal-not-found">
      <h1 id="portal-not-found" className="portal-page__title">
        Page not found
      </h1>
      <PortalStatus kind="empty" title={`Nothing lives at ${pathname}.`} message="The link may be old, or the page may have moved.">
        <Link to={portalPaths.root}>Go to your dashboard</Link>
      </PortalStatus>
    </section>
  );
}

/** Lazy route module of unknown /wrap paths. */
export const Component = PortalNotFound;
