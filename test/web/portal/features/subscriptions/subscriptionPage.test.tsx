import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { shellHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';
import { plansHandler, subscriptionPageHandlers, subscriptionsHandler, trialSubscription } from '../../../support/handlers/subscription';

expect.extend(toHaveNoViolations);

const orgSection = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

describe('/wrap/subscription plan and usage', () => {
  beforeEach(() => {
    storeSignedInSession();
    server.use(...shellHandlers());
  });

  it('shows the current plan, status, trial days left and usage against the quota with a labelled progress bar', async () => {
    const log = createRequestLog();
    server.use(
      http.get('/api/subscription/plans', async ({ request }) => {
        await log.record(request);
        return HttpResponse.json([]);
      }),
      subscriptionsHandler([trialSubscription()]),
    );
    renderRoute('/wrap/subscription');
    expect(await screen.findByRole('heading', { name: 'Plan and usage', level: 1 })).toBeInTheDocument();
    const section = await orgSection('Ada Industries');
    expect(within(section).getByText('Current plan').nextSibling).toHaveTextContent('Free trial');
    expect(within(section).getByText('Status').nextSibling).toHaveTextContent('Trial');
    expect(within(section).getByText('12 days left in your 14-day trial')).toBeInTheDocument();
    const bar = within(section).getByRole('progressbar', { name: 'Events used since Nov 9, 2026' });
    expect(bar).toHaveAttribute('aria-valuenow', '2500000');
    expect(bar).toHaveAttribute('aria-valuemax', '10000000');
    expect(bar).toHaveAttribute('aria-valuetext', '2,500,000 of 10,000,000 events (25 %)');
    expect(section).toHaveTextContent('2,500,000 of 10,000,000 events (25 %)');
    expect(log.requests[0].url.searchParams.get('status')).toBe('active');
    expect(within(section).getByText('No plans are available to choose right now.')).toBeInTheDocument();
    expect(document.title).toBe('Plan and usage — Apiscope');
  });

  it('lists plans with their quota and billing, sends billed plans to sales for the price, and marks the current plan', async () => {
    server.use(...subscriptionPageHandlers([trialSubscription({ plan_id: 'basic-paid', status: 'active', trial_end: null })]));
    renderRoute('/wrap/subscription');
    const plans = within(await orgSection('Ada Industries')).getByRole('list', { name: 'Plans for Ada Industries' });
    const card = (name: string) => within(plans).getByRole('heading', { name, level: 4 }).closest('li') as HTMLElement;
    expect(card('Free')).toHaveTextContent('100,000 events a month');
    expect(card('Free')).toHaveTextContent('No charge');
    expect(within(card('Free')).queryByRole('link', { name: 'Contact sales' })).not.toBeInTheDocument();
    expect(card('Growth (annual)')).toHaveTextContent('5,000,000 events a month');
    expect(card('Growth (annual)')).toHaveTextContent('Billed annually');
    expect(within(card('Growth (annual)')).getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact/sales');
    expect(within(card('Basic')).getByText('Your current plan')).toBeInTheDocument();
    expect(within(card('Basic')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Free')).getByRole('button', { name: 'Switch to this plan: Free' })).toBeInTheDocument();
    expect(screen.queryByText(/days left/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('asks to choose a plan once the trial has ended and warns when usage passes the notification threshold', async () => {
    server.use(
      ...subscriptionPageHandlers([
        trialSubscription({ status: 'trial_expired', trial_end: '2026-11-01T00:00:00.000Z', events_used: 9_000_000 }),
      ]),
    );
    renderRoute('/wrap/subscription');
    const section = await orgSection('Ada Industries');
    expect(within(section).getByText('Status').nextSibling).toHaveTextContent('Trial expired');
    expect(within(section).getByText('Your free trial has ended. Choose a plan below to keep sending events.')).toBeInTheDocument();
    expect(within(section).getByText('Usage has reached your notification threshold of 80 %.')).toBeInTheDocument();
  });

  it('explains to members that only owners and admins can change the plan, and offers no change controls', async () => {
    server.use(...subscriptionPageHandlers([trialSubscription({ can_update: false })]));
    renderRoute('/wrap/subscription');
    const section = await orgSection('Ada Industries');
    expect(within(section).getByText(/Only owners and admins can change the plan or the notification setting/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).queryByRole('combobox')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('A notification e-mail is sent when usage reaches 80 % of the event quota.');
    expect(within(section).getByRole('heading', { name: 'Basic', level: 4 })).toBeInTheDocument();
  });

  it('shows a loading state, then an empty state without subscriptions, leaving out the demo organization', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.get('/api/subscription/subscriptions', () => new Promise<Response>((resolve) => (answer = resolve))),
      plansHandler(),
    );
    renderRoute('/wrap/subscription');
    expect(await screen.findByText('Loading your plans and usage…')).toHaveAttribute('role', 'status');
    answer(HttpResponse.json([trialSubscription({ id: 'sd', org_id: 'demo', org_name: 'Apiscope Demo' })]));
    expect(await screen.findByText(/None of your organizations has a subscription to show/)).toBeInTheDocument();
    expect(screen.queryByText('Apiscope Demo')).not.toBeInTheDocument();
  });

  it('shows the server message when the page cannot load, without a toast, and loads again on Try again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/subscription/subscriptions', () => HttpResponse.json({ message: 'Billing database unavailable' }, { status: 500 }), { once: true }),
      ...subscriptionPageHandlers(),
    );
    renderRoute('/wrap/subscription');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your plans and usage could not be loaded.');
    expect(alert).toHaveTextContent('Billing database unavailable');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await orgSection('Ada Industries')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends visitors who are not signed in to the login page', async () => {
    window.localStorage.clear();
    const { router } = renderRoute('/wrap/subscription');
    expect(await screen.findByRole('heading', { name: 'Log in to Apiscope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('has no axe violations, with headings in order, for owners and members', async () => {
    server.use(
      ...subscriptionPageHandlers([
        trialSubscription(),
        trialSubscription({ id: 's2', org_id: 'o2', org_name: 'Partner Co', can_update: false, events_used: 10_500_000 }),
      ]),
    );
    const { container } = renderRoute('/wrap/subscription');
    await orgSection('Partner Co');
    // The screen's headings (the shell's navigation has its own) start at h1 and skip no level.
    const levels = within(screen.getByRole('main')).getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
    expect(levels[0]).toBe(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
