import { useEffect, type ReactNode } from 'react';
import type { PartnerSummary } from '@/api/partners';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button, ButtonLink } from '@/components/Button';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { loadPartners } from './partnerProvisioningActions';
import { findPartner } from './partnerProvisioningRules';
import { selectPartnerProvisioning } from './partnerProvisioningSlice';

/** Props of {@link PartnerGate}. */
export interface PartnerGateProps {
  /** The partner named in the URL. */
  name: string;
  /** The page for a known partner. */
  children: (partner: PartnerSummary) => ReactNode;
}

const MAX_SHOWN_NAME = 64;

/**
 * Looks the URL's partner up in the public partner list (loaded once per page load) and shows the page for it;
 * while loading, on failure (with Retry) and for a partner nobody knows, it shows that instead.
 */
export function PartnerGate({ name, children }: PartnerGateProps) {
  const dispatch = useAppDispatch();
  const { partners } = useAppSelector(selectPartnerProvisioning);

  useEffect(() => {
    if (partners.status === 'idle') void dispatch(loadPartners());
  }, [dispatch, partners.status]);

  if (partners.status === 'failed') {
    return (
      <PortalStatus kind="error" title="The partner details could not be loaded" message={partners.error?.message}>
        <Button variant="secondary" onClick={() => void dispatch(loadPartners())}>
          Retry
        </Button>
      </PortalStatus>
    );
  }
  if (partners.status !== 'loaded') return <PortalStatus kind="loading" title="Loading…" />;

  const partner = findPartner(partners.list, name);
  if (partner) return <>{children(partner)}</>;
  return (
    <>
      <h1 className="partner-page__title">Partner not found</h1>
      <p className="partner-page__text">
        Apiscope does not work with a partner called “{name.slice(0, MAX_SHOWN_NAME)}”. Check the link you followed from
        the marketplace, or start from our home page.
      </p>
      <div className="partner-page__actions">
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </>
  );
}
