import { useEffect } from 'react';
import type { PortalOrganization } from '@/api/portal';
import { useAppDispatch } from '@/app/store/hooks';
import { createIntervalTimer } from '@/lib/timers';
import { runIntegrationCheck } from './integrationCheck';
import { CHECK_INTERVAL_MS } from './integrationsRules';

/**
 * Checks the app for data at once, then every CHECK_INTERVAL_MS while the calling component is shown. Each countdown
 * starts when the previous round has settled, so slow searches never pile up.
 */
export function useIntegrationPolling(org: Pick<PortalOrganization, 'id' | 'demo'>, appId: string): void {
  const dispatch = useAppDispatch();
  const { id: orgId, demo } = org;
  useEffect(() => {
    let stopped = false;
    const check = () => runIntegrationCheck(dispatch, { id: orgId, demo }, appId);
    const timer = createIntervalTimer(check, CHECK_INTERVAL_MS);
    void check().finally(() => {
      if (!stopped) timer.start();
    });
    return () => {
      stopped = true;
      timer.stop();
    };
  }, [dispatch, orgId, demo, appId]);
}
