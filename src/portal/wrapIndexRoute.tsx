import { Navigate } from 'react-router-dom';
import { dashPath, portalPaths } from '@/app/paths';
import { useAppSelector } from '@/app/store/hooks';
import { selectOrganizationsState } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';

/**
 * /wrap: opens the selected app's dashboard once the organizations are known (the selection keeps the current
 * app, else `recent_app`, else the first app). Without any app it shows the apps page, where one can be created.
 */
function WrapIndex() {
  const { status, selected, error } = useAppSelector(selectOrganizationsState);
  if (status === 'failed') return <PortalStatus kind="error" title="Your organizations could not be loaded" message={error?.message} />;
  if (status !== 'loaded') return <PortalStatus kind="loading" title="Loading your apps…" />;
  return <Navigate to={selected ? dashPath(selected.orgId, selected.appId) : portalPaths.apps} replace />;
}

/** Lazy route module of the /wrap index. */
export const Component = WrapIndex;
