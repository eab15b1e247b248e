import { useCallback, useEffect } from 'react';
import type { PortalOrganization } from '@/api/portal';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { loadCollectorToken } from '@/portal/core/appTokensActions';
import { collectorTokenDeniedReason } from '@/portal/core/appTokensRules';
import { selectCollectorToken, type AppTokenEntry } from '@/portal/core/appTokensSlice';

/** What the install panel needs to know about the app's collector token. */
export interface CollectorTokenView {
  entry: AppTokenEntry;
  /** Why this user gets no token for the app (demo organization, Read Only role); null when they can. */
  deniedReason: string | null;
  /** Asks for the token again after a failure. */
  retry: () => void;
}

/** The app's collector token from the app-tokens slice, requested once when missing and allowed. */
export function useCollectorToken(org: PortalOrganization, appId: string): CollectorTokenView {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectCollectorToken(state, org.id, appId));
  const deniedReason = collectorTokenDeniedReason(org);
  const orgId = org.id;
  const retry = useCallback(() => void dispatch(loadCollectorToken(orgId, appId)), [dispatch, orgId, appId]);
  const shouldLoad = deniedReason === null && entry.status === 'idle';
  useEffect(() => {
    if (shouldLoad) retry();
  }, [shouldLoad, retry]);
  return { entry, deniedReason, retry };
}
