import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { DEMO_ORG, OWN_ORG, quietAccountHandlers } from '../orgEventCounts/accountFixtures';
import { renderRoute } from '../../../app/renderRoute';
import { subscriptionPageHandlers } from './subscriptionFixtures';

describe('links between the account home and the subscription page', () => {
  beforeEach(() => storeSignedInSession());

  it('goes from an organization on the account home to its plan and usage, and back', async () => {
    const user = userEvent.setup();
    server.use(...quietAccountHandlers([OWN_ORG, DEMO_ORG]), ...subscriptionPageHandlers());
    const { router } = renderRoute('/wrap');
    const link = await screen.findByRole('link', { name: 'Plan and usage of Ada Industries' });
    expect(link).toHaveTextContent('Plan and usage');
    expect(screen.queryByRole('link', { name: 'Plan and usage of Apiscope Demo' })).not.toBeInTheDocument();

    await user.click(link);
    const heading = await screen.findByRole('heading', { name: 'Ada Industries', level: 2 });
    expect(router.state.location.pathname).toBe('/wrap/subscription');
    expect(router.state.location.hash).toBe('#subscription-o1');
    expect(heading.closest('section')).toHaveAttribute('id', 'subscription-o1');
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(heading.closest('section'));

    await user.click(screen.getByRole('link', { name: 'Back to your account' }));
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap');
  });
});
