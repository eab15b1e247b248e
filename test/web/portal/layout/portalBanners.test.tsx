/**
 * The banners above every portal screen: the read-only demo organization (with the way back and "Hide the demo"),
 * and the selected organization's trial and quota state from GET /api/subscription/org/{orgId}/subscription.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeSignedInSession } from '../../support/factories';
import { ADA_ORG, DEMO_ORGANIZATION, PARTNER_ORG, organizationsHandler } from '../../support/handlers/organizations';
import { countsHandler } from '../../support/handlers/search';
import {
  ACTIVE_PLANS,
  activeSubscription,
  orgSubscriptionHandler,
  subscriptionPageHandlers,
  trialSubscription,
  type OrgSubscriptionAnswers,
} from '../../support/handlers/subscription';
import { server } from '../../support/mswServer';
import { quietPortalHandlers } from '../../support/portalShell';
import { renderRoute } from '../../app/renderRoute';
import { findDashboard, openMenuWithKeyboard, switcherButton } from './shellKit';

const DEMO_TEXT = 'You are exploring the demo organization: its data is generated and it is read-only.';
const demoBanner = () => (screen.queryByText(DEMO_TEXT)?.closest('[role="status"]') as HTMLElement | undefined) ?? null;

describe('the demo banner', () => {
  beforeEach(() => storeSignedInSession());

  it('says the demo organization is read-only, asks no subscription for it, and leads back to the user’s own apps', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(organizationsHandler([DEMO_ORGANIZATION, ADA_ORG]), orgSubscriptionHandler({}, asked), countsHandler());
    const { router } = renderRoute('/wrap/app/demo-demodefault/dash');
    await findDashboard('default');
    const banner = demoBanner() as HTMLElement;
    expect(banner).toBeInTheDocument();
    expect(asked).toEqual([]);
    const back = within(banner).getByRole('link', { name: 'Back to my apps' });
    expect(back).toHaveAttribute('href', '/wrap/app/o1-a1/dash');

    await user.click(back);
    await findDashboard('Orders API');
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
    expect(demoBanner()).toBeNull();
    expect(asked).toEqual(['o1']);
  });

  it('"Hide the demo" opens the user’s own app and leaves the demo out of the switcher, also after a reload', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG, DEMO_ORGANIZATION]));
    const first = renderRoute('/wrap/app/demo-demodefault/dash');
    await findDashboard('default');
    await user.click(within(demoBanner() as HTMLElement).getByRole('button', { name: 'Hide the demo' }));

    await findDashboard('Orders API');
    expect(first.router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
    let menu = await openMenuWithKeyboard(user, switcherButton());
    expect(within(menu).queryByText(/Apiscope Demo/)).not.toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Orders API✓', 'Search', 'Show the demo organization']);
    await user.keyboard('{Escape}');
    first.unmount();

    renderRoute('/wrap/app/o1-a2/dash');
    await findDashboard('Search');
    menu = await openMenuWithKeyboard(user, switcherButton());
    expect(within(menu).queryByText(/Apiscope Demo/)).not.toBeInTheDocument();
  });

  it('offers no way back when the user has no app of their own', async () => {
    server.use(...quietPortalHandlers([DEMO_ORGANIZATION, { ...ADA_ORG, apps: [] }]));
    renderRoute('/wrap');
    await findDashboard('default');
    const banner = demoBanner() as HTMLElement;
    expect(banner).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the plan banner', () => {
  beforeEach(() => storeSignedInSession());

  /** The status banner that links to the plan page (the navigation's link of the same name is not one). */
  const planBanner = () =>
    screen.queryAllByRole('status').find((element) => within(element).queryByRole('link', { name: 'Plan and usage' })) ?? null;

  async function renderWithSubscription(answers: OrgSubscriptionAnswers, asked?: string[]): Promise<void> {
    server.use(organizationsHandler([ADA_ORG]), orgSubscriptionHandler(answers, asked), countsHandler());
    renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
  }

  it.each([
    ['trial days left', trialSubscription({}, 12), 'Trial: 12 days left.'],
    ['the last trial day', trialSubscription({}, 1), 'Trial: 1 day left.'],
    ['usage at the notification percentage', trialSubscription({ events_used: 8_500_000 }), 'Ada Industries has used 85 % of its event quota.'],
    [
      'an ended trial',
      trialSubscription({ status: 'trial_expired', trial_end: '2026-11-01T00:00:00.000Z', events_used: 10 }),
      'The trial of Ada Industries has ended: choose a plan to keep collecting events.',
    ],
    [
      'a used-up quota',
      trialSubscription({ events_used: 10_000_000 }),
      'Ada Industries has used its event quota: new events are refused until the plan changes.',
    ],
  ])('tells about %s, with a link to the organization’s plan', async (_case, subscription, text) => {
    await renderWithSubscription({ o1: subscription });
    const banner = (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;
    expect(banner).toBe(planBanner());
    expect(within(banner).getByRole('link', { name: 'Plan and usage' })).toHaveAttribute('href', '/wrap/subscription#subscription-o1');
  });

  it('says nothing for a healthy paid plan', async () => {
    const asked: string[] = [];
    await renderWithSubscription({}, asked);
    expect(asked).toEqual(['o1']);
    expect(planBanner()).toBeNull();
  });

  it('stays hidden, without a toast, when the subscription cannot be read', async () => {
    server.use(...quietPortalHandlers([ADA_ORG], { o1: { status: 500, message: 'Billing database unavailable' } }));
    const { store } = renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    expect(planBanner()).toBeNull();
    expect(screen.queryByText(/Billing database unavailable/)).not.toBeInTheDocument();
    expect(store.getState().notifications.items).toHaveLength(0);
  });

  it('follows the selected organization', async () => {
    const user = userEvent.setup();
    server.use(
      ...quietPortalHandlers([ADA_ORG, PARTNER_ORG], {
        o1: trialSubscription({}, 12),
        o2: trialSubscription({ id: 's2', org_id: 'o2', org_name: 'Partner Co', events_used: 10_000_000 }),
      }),
    );
    renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    expect(await screen.findByText('Trial: 12 days left.')).toBeInTheDocument();

    await openMenuWithKeyboard(user, switcherButton());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await findDashboard('Partner API');
    expect(await screen.findByText('Partner Co has used its event quota: new events are refused until the plan changes.')).toBeInTheDocument();
    expect(screen.queryByText('Trial: 12 days left.')).not.toBeInTheDocument();
  });

  it('follows a plan change made on the plan page', async () => {
    const user = userEvent.setup();
    let current = trialSubscription({}, 12);
    server.use(
      ...quietPortalHandlers([ADA_ORG], { o1: () => current }),
      ...subscriptionPageHandlers(() => [current]),
      http.post('/api/subscription/subscriptions/:id', () => {
        current = activeSubscription(ACTIVE_PLANS[1]);
        return HttpResponse.json(current);
      }),
    );
    renderRoute('/wrap/subscription');
    expect(await screen.findByText('Trial: 12 days left.')).toBeInTheDocument();
    const section = (await screen.findByRole('heading', { name: 'Ada Industries', level: 2 })).closest('section') as HTMLElement;
    await user.click(within(section).getByRole('button', { name: 'Switch to this plan: Basic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Action successfully performed!')).toBeInTheDocument();
    expect(screen.queryByText('Trial: 12 days left.')).not.toBeInTheDocument();
  });
});
