import type { PortalOrganization } from '@/api/portal';
import { DEFAULT_INTEGRATION_ID, findIntegration } from './integrationCatalog';
import { InstallPanel } from './InstallPanel';
import { IntegrationPicker } from './IntegrationPicker';

/** Props of {@link PickIntegrationStep}. */
export interface PickIntegrationStepProps {
  org: PortalOrganization;
  appId: string;
  appName: string;
  integrationId: string;
  onIntegrationChange: (integrationId: string) => void;
}

/** Step 2: pick where the data comes from, beside the install code for it. */
export function PickIntegrationStep({ org, appId, appName, integrationId, onIntegrationChange }: PickIntegrationStepProps) {
  const integration = findIntegration(integrationId) ?? findIntegration(DEFAULT_INTEGRATION_ID);
  if (!integration) return null;
  return (
    <div className="onboarding-pick">
      <IntegrationPicker value={integration.id} onChange={onIntegrationChange} />
      <InstallPanel org={org} appId={appId} appName={appName} integration={integration} />
    </div>
  );
}
