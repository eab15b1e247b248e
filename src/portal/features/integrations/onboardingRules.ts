/**
 * Pure rules of the first-run flow: its wording (per sign-up intent, or for the basic plan), the app it sets up,
 * and the demo app it offers meanwhile.
 */
import type { PortalOrganization } from '@/api/portal';
import type { Intent } from '@/lib/intents';
import { isDemoOrganization, ownOrganizationsFirst, type AppSelection } from '@/portal/core/organizationsRules';

/** The two flows: the standard one (/wrap?onboard=true) and the basic-plan one (/wrap/basic). */
export type OnboardingVariant = 'standard' | 'basic';

/** The words at the top of the flow. */
export interface OnboardingCopy {
  /** Short line above the headline. */
  eyebrow: string;
  title: string;
  description: string;
}

/** Copy of the basic-plan flow. */
export const BASIC_COPY: OnboardingCopy = {
  eyebrow: 'Set up your basic plan',
  title: 'Basic API metrics for your API',
  description:
    'Your basic plan charts traffic, latency and errors per endpoint, with your top endpoints and consumers. Connect your API once: upgrading later to full analytics, alerting and billing needs no reinstall.',
};

/** The wording of the flow: the sign-up intent's headline and description, or the basic plan's. */
export function onboardingCopy(variant: OnboardingVariant, intent: Intent): OnboardingCopy {
  if (variant === 'basic') return BASIC_COPY;
  return { eyebrow: 'Welcome to Apiscope', title: intent.signUpTitle, description: intent.description };
}

/** The app the flow sets up, with its organization. */
export interface OnboardingTarget {
  org: PortalOrganization;
  appId: string;
}

/**
 * The app to set up: the selected app unless it belongs to the demo organization (a user back from exploring the
 * demo), else the first app of the user's own organizations, else the demo's (the flow then explains why it cannot
 * send data there).
 */
export function onboardingTarget(orgs: PortalOrganization[], selection: AppSelection | null): OnboardingTarget | null {
  const selectedOrg = orgs.find((org) => org.id === selection?.orgId);
  const selectedApp = selectedOrg?.apps.find((app) => app.id === selection?.appId);
  if (selectedOrg && selectedApp && !isDemoOrganization(selectedOrg)) return { org: selectedOrg, appId: selectedApp.id };
  const first = ownOrganizationsFirst(orgs).find((org) => org.apps.length > 0);
  if (first && !isDemoOrganization(first)) return { org: first, appId: first.apps[0].id };
  if (selectedOrg && selectedApp) return { org: selectedOrg, appId: selectedApp.id };
  return first ? { org: first, appId: first.apps[0].id } : null;
}

/** The demo organization's first app, offered to explore while waiting for data; null when there is none. */
export function demoAppOf(orgs: PortalOrganization[]): AppSelection | null {
  const demo = orgs.find((org) => isDemoOrganization(org) && org.apps.length > 0);
  return demo ? { orgId: demo.id, appId: demo.apps[0].id } : null;
}
