import type { PortalOrganization } from '@/api/portal';
import { useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { IntegrationChecklist } from './IntegrationChecklist';
import { CHECK_INTERVAL_MS } from './integrationsRules';
import { selectDataLanded, selectIntegrationChecks } from './integrationsSlice';
import { useIntegrationPolling } from './useIntegrationPolling';

/** Props of {@link WaitForDataStep}. */
export interface WaitForDataStepProps {
  org: PortalOrganization;
  appId: string;
  appName: string;
  /** Marks the user onboarded and opens the dashboard. */
  onFinish: () => void;
  finishing: boolean;
}

/**
 * Step 3: checks the app for data every few seconds while shown, turns green when the first API call or action has
 * landed and lists what was found. Failed searches are shown and checked again.
 */
export function WaitForDataStep({ org, appId, appName, onFinish, finishing }: WaitForDataStepProps) {
  useIntegrationPolling(org, appId);
  const checks = useAppSelector((state) => selectIntegrationChecks(state, org.id, appId));
  const landed = useAppSelector((state) => selectDataLanded(state, org.id, appId));
  const errors = [...new Set(Object.values(checks).flatMap((check) => (check.error ? [check.error.message] : [])))];
  const seconds = CHECK_INTERVAL_MS / 1000;

  return (
    <div className="onboarding-wait">
      <p className={`onboarding-wait__status${landed ? ' onboarding-wait__status--landed' : ''}`} role="status">
        {landed
          ? `Data is arriving in ${appName}.`
          : `Waiting for the first API call to ${appName}. We check every ${seconds} seconds: keep this page open.`}
      </p>
      {errors.length > 0 ? (
        <div className="onboarding-wait__error" role="alert">
          <p>Checking for data failed: {errors.join(' ')}</p>
          <p>We keep trying every {seconds} seconds.</p>
        </div>
      ) : null}
      <IntegrationChecklist checks={checks} />
      {landed ? (
        <Button onClick={onFinish} disabled={finishing}>
          {finishing ? 'Opening your dashboard…' : 'Go to your dashboard'}
        </Button>
      ) : null}
    </div>
  );
}
