import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../app/renderRoute';

// One test per file: the menus' chunk is fetched once per module registry, and this test needs it not yet fetched.
describe('header menus on demand', () => {
  it('paints a light menu bar first, then opens the menu clicked before the menus arrived, focus kept', async () => {
    const user = userEvent.setup();
    renderRoute('/no-such-marketing-page');
    const lightTrigger = await screen.findByRole('button', { name: 'Solutions' });
    // The light bar: plain buttons, not yet Radix triggers (which carry data-state).
    expect(lightTrigger).toHaveAttribute('aria-expanded', 'false');
    expect(lightTrigger).not.toHaveAttribute('data-state');

    await user.click(lightTrigger);

    const solutions = () => screen.getByRole('button', { name: 'Solutions' });
    await waitFor(() => expect(solutions()).toHaveAttribute('aria-expanded', 'true'));
    expect(solutions()).toHaveAttribute('data-state', 'open');
    expect(solutions()).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('By industry')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Healthcare platforms' })).toHaveAttribute(
      'href',
      '/industries/api-analytics-for-healthcare-platforms',
    );
  });
});
