import { useEffect, useMemo } from 'react';
import { Link, useMatch, useSearchParams } from 'react-router-dom';
import { dashPath, portalPaths } from '@/app/paths';
import { intentCookieStore } from '@/app/session/intentCookie';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { INTENT_COOKIE_NAME } from '@/lib/constants';
import { resolveIntent } from '@/lib/intents';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import { selectOrganizationsState } from '@/portal/core/organizationsSlice';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { OnboardingFlow } from './OnboardingFlow';
import { demoAppOf, onboardingCopy, onboardingTarget } from './onboardingRules';
import { useFinishOnboarding } from './useFinishOnboarding';
import './Onboarding.css';

/**
 * The first-run flow (/wrap?onboard=true&intent=..., and /wrap/basic worded for the basic plan): name the app, pick
 * the integration, wait for data, then the dashboard. It can be skipped at any step, and the demo app is one link away.
 */
export function OnboardingScreen() {
  const dispatch = useAppDispatch();
  const basic = useMatch(portalPaths.basicOnboarding) !== null;
  const intentParam = useSearchParams()[0].get('intent');
  const intent = useMemo(() => resolveIntent({ intent: intentParam ?? undefined }, intentCookieStore.get(INTENT_COOKIE_NAME)), [intentParam]);
  const copy = onboardingCopy(basic ? 'basic' : 'standard', intent);
  const organizations = useAppSelector(selectOrganizationsState);
  const target = onboardingTarget(organizations.list, organizations.selected);
  const app = target?.org.apps.find((candidate) => candidate.id === target.appId);
  const demoApp = demoAppOf(organizations.list);
  const { finish, saving } = useFinishOnboarding(target ? dashPath(target.org.id, target.appId) : portalPaths.apps);

  useEffect(() => {
    document.title = 'Get started — Apiscope';
  }, []);

  let body;
  if (organizations.status === 'failed') {
    body = (
      <PortalStatus kind="error" title="Your apps could not be loaded" message={organizations.error?.message}>
        <Button variant="secondary" onClick={() => void dispatch(loadOrganizations(organizations.selected))}>
          Try again
        </Button>
      </PortalStatus>
    );
  } else if (isPending(organizations)) {
    body = <PortalStatus kind="loading" title="Loading your apps…" />;
  } else if (!target || !app) {
    body = (
      <PortalStatus kind="empty" title="You have no app to send data to yet" message="Apps live in organizations: create one first.">
        <Link to={portalPaths.apps}>Go to your organizations and apps</Link>
      </PortalStatus>
    );
  } else {
    body = <OnboardingFlow org={target.org} appId={app.id} appName={app.name} onFinish={() => void finish()} finishing={saving} />;
  }

  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <header className="onboarding-header">
        <div className="onboarding-header__text">
          <p className="onboarding-header__eyebrow">{copy.eyebrow}</p>
          <h1 id="onboarding-title" className="onboarding-header__title">
            {copy.title}
          </h1>
          <p className="onboarding-header__description">{copy.description}</p>
        </div>
        <div className="onboarding-header__exits">
          {demoApp ? (
            <Link className="onboarding-header__demo" to={dashPath(demoApp.orgId, demoApp.appId)}>
              Explore the demo data meanwhile
            </Link>
          ) : null}
          <Button variant="secondary" onClick={() => void finish()} disabled={saving}>
            {saving ? 'Saving…' : 'Skip for now'}
          </Button>
        </div>
      </header>
      {body}
    </section>
  );
}
