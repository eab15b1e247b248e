import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Subscription } from '@/api/subscription';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { shellHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';
import { ACTIVE_PLANS, activeSubscription, subscriptionPageHandlers, trialSubscription } from '../../../support/handlers/subscription';

const BASIC = ACTIVE_PLANS[1];
const orgSection = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

describe('/wrap/subscription changes', () => {
  beforeEach(() => {
    storeSignedInSession();
    server.use(...shellHandlers());
  });

  it('switches the plan after Yes, confirms with a success toast and shows the refreshed subscription', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    let current: Subscription = trialSubscription();
    server.use(
      ...subscriptionPageHandlers(() => [current]),
      http.post('/api/subscription/subscriptions/:id', async ({ request }) => {
        await log.record(request);
        current = activeSubscription(BASIC);
        return HttpResponse.json(current);
      }),
    );
    renderRoute('/wrap/subscription');
    const section = await orgSection('Ada Industries');
    await user.click(within(section).getByRole('button', { name: 'Switch to this plan: Basic' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Ada Industries moves from Free trial to Basic (2,000,000 events a month).');
    expect(dialog).toHaveTextContent('A new quota period starts now');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Action successfully performed!')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(log.requests).toHaveLength(1);
    expect(log.requests[0].url.pathname).toBe('/api/subscription/subscriptions/s1');
    expect(log.requests[0].body).toEqual({ plan_id: 'basic-paid' });
    expect(await within(section).findByText('Active')).toBeInTheDocument();
    expect(within(section).getByText('Current plan').nextSibling).toHaveTextContent('Basic');
    expect(within(section).queryByText(/days left/)).not.toBeInTheDocument();
    expect(within(section).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 2,000,000 events (0 %)');
    expect(within(section).queryByRole('button', { name: 'Switch to this plan: Basic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The button that opened the dialog is gone: keyboard users continue from the plan list.
    await waitFor(() => expect(within(section).getByRole('list', { name: 'Plans for Ada Industries' })).toHaveFocus());
  });

  it('sends nothing when the confirmation is answered No or closed with Escape', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(
      ...subscriptionPageHandlers(),
      http.post('/api/subscription/subscriptions/:id', async ({ request }) => {
        await log.record(request);
        return HttpResponse.json(activeSubscription(BASIC));
      }),
    );
    renderRoute('/wrap/subscription');
    const section = await orgSection('Ada Industries');
    const switchButton = within(section).getByRole('button', { name: 'Switch to this plan: Free' });
    await user.click(switchButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the button that opened the dialog, so Enter opens it again.
    await waitFor(() => expect(switchButton).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.requests).toHaveLength(0);
    expect(within(section).getByText('Current plan').nextSibling).toHaveTextContent('Free trial');
  });

  it('shows a refused switch as an error toast and keeps the current plan', async () => {
    const user = userEvent.setup();
    server.use(
      ...subscriptionPageHandlers(),
      http.post('/api/subscription/subscriptions/:id', () =>
        HttpResponse.json({ message: 'Missing required scope(s): update:subscriptions' }, { status: 401 }),
      ),
    );
    renderRoute('/wrap/subscription');
    const section = await orgSection('Ada Industries');
    await user.click(within(section).getByRole('button', { name: 'Switch to this plan: Basic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing scope(s): update:subscriptions');
    expect(screen.queryByText('Action successfully performed!')).not.toBeInTheDocument();
    expect(within(section).getByText('Current plan').nextSibling).toHaveTextContent('Free trial');
  });

  it('saves the quota notification percentage, confirms it and shows the saved value', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    let current = trialSubscription();
    server.use(
      ...subscriptionPageHandlers(() => [current]),
      http.post('/api/subscription/subscriptions/:id/quota_notification_preferences', async ({ request }) => {
        const { body } = await log.record(request);
        current = trialSubscription({ cf_event_quota_notification_percentage: (body as { event_quota_notification_percentage: number }).event_quota_notification_percentage });
        return HttpResponse.json(current);
      }),
    );
    renderRoute('/wrap/subscription');
    const section = await orgSection('Ada Industries');
    const select = within(section).getByRole('combobox', { name: 'Send a notification e-mail when usage reaches' });
    expect(select).toHaveValue('80');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '50 % of the event quota', '80 % of the event quota', '90 % of the event quota', '100 % of the event quota',
    ]);
    const save = within(section).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, '90');
    await user.click(save);

    expect(await screen.findByText('Action successfully performed!')).toBeInTheDocument();
    expect(log.requests[0].url.pathname).toBe('/api/subscription/subscriptions/s1/quota_notification_preferences');
    expect(log.requests[0].body).toEqual({ event_quota_notification_percentage: 90 });
    expect(select).toHaveValue('90');
    expect(await within(section).findByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('offers a percentage the server holds outside the usual choices', async () => {
    server.use(...subscriptionPageHandlers([trialSubscription({ cf_event_quota_notification_percentage: 75 })]));
    renderRoute('/wrap/subscription');
    const select = within(await orgSection('Ada Industries')).getByRole('combobox');
    expect(select).toHaveValue('75');
    expect(within(select).getAllByRole('option')).toHaveLength(5);
  });
});
