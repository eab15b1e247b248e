import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { loadSearchSchema } from '@/portal/core/searchSchemaActions';

/**
 * The app an analysis screen looks at: the selected organization and app (undefined ids until one is selected), with
 * the app's search schema loaded for the field pickers and the page titled "{title} — Apiscope".
 */
export function useAnalysisApp(title: string) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectSelectedApp);
  const orgId = current?.org.id;
  const appId = current?.app.id;
  useEffect(() => {
    if (orgId && appId) void dispatch(loadSearchSchema(orgId, appId));
  }, [dispatch, orgId, appId]);
  useEffect(() => {
    document.title = `${title} — Apiscope`;
  }, [title]);
  return { current, orgId, appId };
}
