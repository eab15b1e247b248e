import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { setShowDemoOrg } from '@/api/storedSession';
import { dashPath, subscriptionPath } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { firstSelection, isDemoOrganization } from '@/portal/core/organizationsRules';
import { selectOrganizations, selectSelectedApp } from '@/portal/core/organizationsSlice';
import { loadOrgSubscription } from '@/portal/core/orgSubscriptionsActions';
import { planBanner } from '@/portal/core/orgSubscriptionsRules';
import { selectOrgSubscription } from '@/portal/core/orgSubscriptionsSlice';

/**
 * Banners above every screen: the demo organization is read-only (with a way back to the user's own apps and to
 * hide the demo from the switcher, `showDemoOrg`), and the selected organization's trial and quota state.
 */
export function PortalBanners() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector(selectSelectedApp);
  const orgs = useAppSelector(selectOrganizations);
  const org = current?.org;
  const demo = org ? isDemoOrganization(org) : false;
  const entry = useAppSelector((state) => selectOrgSubscription(state, demo ? undefined : org?.id));
  useEffect(() => {
    if (org && !demo && !entry) void dispatch(loadOrgSubscription(org.id));
  }, [dispatch, org, demo, entry]);

  const own = firstSelection(orgs.filter((candidate) => !isDemoOrganization(candidate)));
  const banner = entry?.subscription ? planBanner(entry.subscription) : null;
  return (
    <>
      {demo ? (
        <div className="portal-banner portal-banner--info" role="status">
          <p>You are exploring the demo organization: its data is generated and it is read-only.</p>
          {own ? (
            <div className="portal-banner__actions">
              <Link to={dashPath(own.orgId, own.appId)}>Back to my apps</Link>
              <button
                type="button"
                className="portal-banner__button"
                onClick={() => {
                  setShowDemoOrg(false);
                  void navigate(dashPath(own.orgId, own.appId));
                }}
              >
                Hide the demo
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {banner && org ? (
        <div className={`portal-banner portal-banner--${banner.tone}`} role="status">
          <p>{banner.message}</p>
          <Link to={subscriptionPath(org.id)}>Plan and usage</Link>
        </div>
      ) : null}
    </>
  );
}
