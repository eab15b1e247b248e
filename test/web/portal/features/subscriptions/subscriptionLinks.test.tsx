import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, DEMO_ORGANIZATION } from '../../../support/handlers/organizations';
import { subscriptionPageHandlers } from '../../../support/handlers/subscription';
import { quietPortalHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';

describe('links between the apps page and the subscription page', () => {
  beforeEach(() => storeSignedInSession());

  it('goes from an organization on the apps page to its plan and usage, and back through the portal navigation', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG, DEMO_ORGANIZATION]), ...subscriptionPageHandlers());
    const { router } = renderRoute('/wrap/apps');
    const link = await screen.findByRole('link', { name: 'Plan and usage of Ada Industries' });
    expect(link).toHaveTextContent('Plan and usage');
    expect(screen.queryByRole('link', { name: 'Plan and usage of Apiscope Demo' })).not.toBeInTheDocument();

    await user.click(link);
    const heading = await screen.findByRole('heading', { name: 'Ada Industries', level: 2 });
    expect(router.state.location.pathname).toBe('/wrap/subscription');
    expect(router.state.location.hash).toBe('#subscription-o1');
    expect(heading.closest('section')).toHaveAttribute('id', 'subscription-o1');
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(heading.closest('section'));

    await user.click(within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name: 'Apps and organizations' }));
    expect(await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/apps');
  });
});
