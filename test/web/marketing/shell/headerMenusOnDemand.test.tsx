import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../app/renderRoute';

// The menus' chunk arrives when the test lets it: in a browser it takes the network's time, here the module is at
// hand at once and would replace the light bar while the pointer is still on its way to the click.
let mockReleaseChunks: () => void = () => undefined;
const mockChunksReleased = new Promise<void>((resolve) => {
  mockReleaseChunks = resolve;
});
jest.mock('@/lib/chunkLoad/onDemand', () => {
  const actual = jest.requireActual<typeof import('@/lib/chunkLoad/onDemand')>('@/lib/chunkLoad/onDemand');
  return {
    onDemand: <T,>(importModule: () => Promise<T>) => actual.onDemand(() => mockChunksReleased.then(importModule)),
  };
});

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
    // Clicked before the menus arrived: still the light bar.
    expect(lightTrigger).toBeInTheDocument();
    expect(lightTrigger).not.toHaveAttribute('data-state');
    mockReleaseChunks();

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
