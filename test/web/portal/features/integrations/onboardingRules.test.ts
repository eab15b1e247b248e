import type { PortalOrganization } from '@/api/portal';
import { INTENTS } from '@/lib/intents';
import { BASIC_COPY, demoAppOf, onboardingCopy, onboardingTarget } from '@/portal/features/integrations/onboardingRules';

const own: PortalOrganization = { id: 'o1', name: 'Own', apps: [{ id: 'a1', name: 'First' }, { id: 'a2', name: 'Second' }] };
const empty: PortalOrganization = { id: 'o2', name: 'Empty', apps: [] };
const demo: PortalOrganization = { id: 'demo', name: 'Demo', demo: true, apps: [{ id: 'demodefault', name: 'default' }] };

describe('onboarding rules', () => {
  it('words the flow from the intent, or for the basic plan', () => {
    expect(onboardingCopy('standard', INTENTS.graphql)).toMatchObject({ title: INTENTS.graphql.signUpTitle, description: INTENTS.graphql.description });
    expect(onboardingCopy('basic', INTENTS.graphql)).toBe(BASIC_COPY);
  });

  it('sets up the selected app, unless it is the demo’s: then the first own app', () => {
    expect(onboardingTarget([own, demo], { orgId: 'o1', appId: 'a2' })).toEqual({ org: own, appId: 'a2' });
    expect(onboardingTarget([demo, empty, own], { orgId: 'demo', appId: 'demodefault' })).toEqual({ org: own, appId: 'a1' });
    expect(onboardingTarget([demo, own], null)).toEqual({ org: own, appId: 'a1' });
    expect(onboardingTarget([demo], { orgId: 'demo', appId: 'demodefault' })).toEqual({ org: demo, appId: 'demodefault' });
    expect(onboardingTarget([empty], null)).toBeNull();
  });

  it('offers the demo organization’s first app, when there is one', () => {
    expect(demoAppOf([own, demo])).toEqual({ orgId: 'demo', appId: 'demodefault' });
    expect(demoAppOf([own])).toBeNull();
  });
});
