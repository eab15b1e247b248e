import { useParams, useSearchParams } from 'react-router-dom';
import type { PartnerSummary } from '@/api/partners';
import { selectIsAuthenticated } from '@/app/session/authSlice';
import { useAppSelector } from '@/app/store/hooks';
import { ButtonLink } from '@/components/Button';
import { marketplaceToken, partnerNotice, provisionPath } from './partnerProvisioningRules';
import { PartnerPage } from './PartnerPage';
import { PartnerGate } from './PartnerGate';

/** Props of {@link RegisterLanding}. */
interface RegisterLandingProps {
  partner: PartnerSummary;
  notice: string | null;
  token: string | null;
}

/** The landing for a known partner: its name, the link's notice, and the way on to provisioning. */
function RegisterLanding({ partner, notice, token }: RegisterLandingProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <>
      <h1 className="partner-page__title">Set up Apiscope with {partner.display_name}</h1>
      {notice ? (
        <p className="partner-notice">
          <span className="partner-notice__label">Message from your sign-up link: </span>
          {notice}
        </p>
      ) : null}
      <p className="partner-page__text">
        Apiscope adds API analytics, monitoring and usage-based billing to what you run with {partner.display_name}.
        {signedIn
          ? ' Continue to choose the organization that receives its data.'
          : ' Create a free account, or sign in, then choose the organization that receives its data.'}
      </p>
      <div className="partner-page__actions">
        {signedIn ? (
          <ButtonLink to={provisionPath(partner.name, { token })}>Continue</ButtonLink>
        ) : (
          <>
            <ButtonLink to={provisionPath(partner.name, { mode: 'signup', token })}>Sign up</ButtonLink>
            <ButtonLink to={provisionPath(partner.name, { mode: 'signin', token })} variant="secondary">
              Sign in
            </ButtonLink>
          </>
        )}
      </div>
    </>
  );
}

/**
 * /register/partners/:partner(/:msg): where a partner sends people who sign up through it. Names the partner, shows
 * the link's optional message as plain text, and continues to provision/partners/:partner (keeping any `token`).
 */
export function RegisterScreen() {
  const { partner = '', msg } = useParams();
  const [params] = useSearchParams();
  const notice = partnerNotice(msg);
  const token = marketplaceToken(params.get('token'));
  return (
    <PartnerPage title="Welcome">
      <PartnerGate name={partner}>{(known) => <RegisterLanding partner={known} notice={notice} token={token} />}</PartnerGate>
    </PartnerPage>
  );
}
