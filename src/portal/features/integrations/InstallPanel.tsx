import { useId } from 'react';
import type { PortalOrganization } from '@/api/portal';
import { collectorBaseUrl } from '@/api/urls';
import { Button } from '@/components/Button';
import { CopyButton } from '@/portal/shared/CopyButton';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import type { IntegrationEntry } from './integrationCatalog';
import { InstallSteps } from './InstallSteps';
import { useCollectorToken } from './useCollectorToken';
import './InstallPanel.css';

/** Props of {@link InstallPanel}. */
export interface InstallPanelProps {
  org: PortalOrganization;
  appId: string;
  appName: string;
  integration: IntegrationEntry;
}

/**
 * How to send data with the picked integration: the app's collector token (fetched once per app), this server's
 * collector URL and the install steps with both written in. Says why when there is no token.
 */
export function InstallPanel({ org, appId, appName, integration }: InstallPanelProps) {
  const tokenId = useId();
  const { entry, deniedReason, retry } = useCollectorToken(org, appId);
  const collectorUrl = collectorBaseUrl();

  let body;
  if (deniedReason) {
    body = <PortalStatus kind="empty" title={`No collector token for ${appName}`} message={deniedReason} />;
  } else if (entry.status === 'failed' || (entry.status === 'loaded' && !entry.token)) {
    body = (
      <PortalStatus
        kind="error"
        title="The collector token could not be loaded"
        message={`${entry.error?.message ?? 'The server answered without a token.'} The install code needs it.`}
      >
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </PortalStatus>
    );
  } else if (!entry.token) {
    body = <PortalStatus kind="loading" title={`Getting the collector token for ${appName}…`} />;
  } else {
    body = (
      <>
        <div className="onboarding-install__token">
          <label htmlFor={tokenId}>Collector token for {appName}</label>
          <p id={`${tokenId}-hint`} className="onboarding-install__hint">
            Write-only: it can send data to this app but cannot read any. Collector URL: <code>{collectorUrl}</code>
          </p>
          <div className="onboarding-install__token-row">
            <input
              id={tokenId}
              type="text"
              readOnly
              value={entry.token}
              aria-describedby={`${tokenId}-hint`}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
            />
            <CopyButton text={entry.token} label="Copy token" />
          </div>
        </div>
        <InstallSteps integration={integration} target={{ token: entry.token, collectorUrl }} />
      </>
    );
  }
  return (
    <section className="onboarding-install" aria-labelledby={`${tokenId}-title`}>
      <h3 id={`${tokenId}-title`} className="onboarding-install__title">
        Send data from {integration.name}
      </h3>
      <p className="onboarding-install__sends">{integration.actions ? 'Sends API calls and user actions.' : 'Sends API calls.'}</p>
      {body}
    </section>
  );
}
