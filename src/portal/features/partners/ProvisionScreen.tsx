import { useParams, useSearchParams } from 'react-router-dom';
import type { PartnerSummary } from '@/api/partners';
import { selectIsAuthenticated } from '@/app/session/authSlice';
import { useAppSelector } from '@/app/store/hooks';
import { AccountStep } from './AccountStep';
import { ConnectStep } from './ConnectStep';
import { accountMode, marketplaceToken, type AccountMode } from './partnerProvisioningRules';
import { selectPartnerProvisioning } from './partnerProvisioningSlice';
import { PartnerPage } from './PartnerPage';
import { PartnerGate } from './PartnerGate';
import { ProvisionDone } from './ProvisionDone';

/** The steps for a known partner: account (signed out), organization choice, then the result. */
function ProvisionSteps({ partner }: { partner: PartnerSummary }) {
  const [params, setParams] = useSearchParams();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { provision, organizations } = useAppSelector(selectPartnerProvisioning);
  const token = marketplaceToken(params.get('token'));
  const result = provision.result?.partner === partner.name ? provision.result : null;

  const chooseMode = (mode: AccountMode) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('mode', mode);
      return next;
    }, { replace: true });

  if (signedIn && result) {
    const org = organizations.list.find((candidate) => candidate.id === result.organization_id);
    return <ProvisionDone result={result} organizationName={org?.name ?? null} />;
  }
  return (
    <>
      <h1 className="partner-page__title">
        {signedIn ? `Connect ${partner.display_name} to your organization` : `Connect ${partner.display_name} to Apiscope`}
      </h1>
      {signedIn ? (
        <ConnectStep partner={partner} token={token} />
      ) : (
        <AccountStep partnerName={partner.display_name} mode={accountMode(params.get('mode'))} onModeChange={chooseMode} />
      )}
    </>
  );
}

/**
 * provision/partners/:partner: a customer arriving from a partner marketplace (the link may carry the marketplace's
 * `token`) signs in or up in place, chooses the organization to link, and is sent on to its dashboard.
 */
export function ProvisionScreen() {
  const { partner = '' } = useParams();
  return (
    <PartnerPage title="Connect a partner">
      <PartnerGate name={partner}>{(known) => <ProvisionSteps partner={known} />}</PartnerGate>
    </PartnerPage>
  );
}
