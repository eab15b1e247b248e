import { useEffect } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { portalPaths } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { parseAppSlug } from '@/portal/core/organizationsRules';
import { appSelected, selectOrganizationsState } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';

/** Shown for an app path naming an org or app the user cannot see (SPEC section 8). */
export const APP_NOT_FOUND = 'App Not Found';

/**
 * `/wrap/app/{org}-{app}/*`: the org and app in the URL select them in the store (which writes `recent_app`);
 * screens below read the selection. An unknown org or app shows 'App Not Found'.
 */
function AppScope() {
  const dispatch = useAppDispatch();
  const { appSlug } = useParams();
  const { status, selected, appNotFound, error } = useAppSelector(selectOrganizationsState);
  const requested = parseAppSlug(appSlug);
  const orgId = requested?.orgId;
  const appId = requested?.appId;
  useEffect(() => {
    if (orgId && appId) dispatch(appSelected({ orgId, appId }));
  }, [dispatch, orgId, appId, status]);

  if (status === 'failed') return <PortalStatus kind="error" title="Your organizations could not be loaded" message={error?.message} />;
  if (!requested || appNotFound) {
    return (
      <section aria-labelledby="app-not-found">
        <h1 id="app-not-found" className="portal-page__title">
          {APP_NOT_FOUND}
        </h1>
        <PortalStatus kind="error" title="This app does not exist or you are not a member of its organization.">
          <Link to={portalPaths.apps}>See your apps</Link>
        </PortalStatus>
      </section>
    );
  }
  if (status !== 'loaded' || selected?.orgId !== orgId || selected?.appId !== appId) {
    return <PortalStatus kind="loading" title="Loading the app…" />;
  }
  return <Outlet />;
}

/** Lazy route module of the app-scoped paths. */
export const Component = AppScope;
