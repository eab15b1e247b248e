import { useEffect } from 'react';
import { getRecentApp, saveRecentApp } from '@/api/storedSession';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import { selectOrganizationsState } from '@/portal/core/organizationsSlice';

/** Loads the organizations once the user is signed in, and writes every new selection to `recent_app`. */
export function useOrganizationsLoad(isAuthenticated: boolean): void {
  const dispatch = useAppDispatch();
  const { status, selected } = useAppSelector(selectOrganizationsState);
  useEffect(() => {
    if (isAuthenticated && status === 'idle') void dispatch(loadOrganizations(getRecentApp()));
  }, [dispatch, isAuthenticated, status]);
  const orgId = selected?.orgId;
  const appId = selected?.appId;
  useEffect(() => {
    if (orgId && appId) saveRecentApp({ orgId, appId });
  }, [orgId, appId]);
}
