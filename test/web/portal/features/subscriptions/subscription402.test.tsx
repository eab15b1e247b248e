import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG } from '../../../support/handlers/organizations';
import { subscriptionPageHandlers } from '../../../support/handlers/subscription';
import { quietPortalHandlers, shellHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';

const QUOTA_REASON = "Your usage has exceeded your plan's limits: 10,000,000 of 10,000,000 events used this period";

describe('402: the plan blocks a call', () => {
  beforeEach(() => storeSignedInSession());

  it('a silent read refused with 402 opens the subscription page with a persistent upgrade error', async () => {
    server.use(
      ...shellHandlers([ADA_ORG]),
      http.post('/api/search/:orgId/count/events', () => HttpResponse.json({ error: { msg: QUOTA_REASON } }, { status: 402 })),
      ...subscriptionPageHandlers(),
    );
    const { router, store } = renderRoute('/wrap/apps');

    expect(await screen.findByRole('heading', { name: 'Plan and usage', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/subscription');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('You must upgrade your plan');
    expect(toast).toHaveTextContent(QUOTA_REASON);
    expect(await screen.findByRole('heading', { name: 'Ada Industries', level: 2 })).toBeInTheDocument();
    // Every count read was refused: one notice, kept until the user dismisses it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(store.getState().notifications.items).toEqual([expect.objectContaining({ kind: 'error', durationMs: null })]);
  });

  it('a refused write uses the default text without a reason and the notice can be dismissed', async () => {
    const user = userEvent.setup();
    server.use(
      ...quietPortalHandlers([ADA_ORG]),
      http.post('/api/portal/:orgId/apps', () => HttpResponse.json({}, { status: 402 })),
      ...subscriptionPageHandlers(),
    );
    const { router } = renderRoute('/wrap/apps');
    const form = await screen.findByRole('form', { name: 'Create an app in Ada Industries' });
    await user.type(within(form).getByRole('textbox', { name: 'App name' }), 'Billing API');
    await user.click(within(form).getByRole('button', { name: 'Create app' }));

    expect(await screen.findByRole('heading', { name: 'Plan and usage', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/subscription');
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent("You must upgrade your planYour usage has exceeded your plan's limits");
    expect(await screen.findByRole('heading', { name: 'Ada Industries', level: 2 })).toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: /dismiss|close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
