/** Helpers of the portal shell tests: open a Radix menu with the keyboard, and wait for a dashboard. */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Focuses a menu button and opens its menu with Enter (as a keyboard user does); answers the open menu. */
export async function openMenuWithKeyboard(user: UserEvent, trigger: HTMLElement): Promise<HTMLElement> {
  trigger.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

/** The org and app switcher's button. */
export const switcherButton = (): HTMLElement => screen.getByRole('button', { name: /^Switch app/ });

/** Waits for the dashboard of an app (its name is the screen's h1) and for its numbers, so no call outlives the test. */
export async function findDashboard(appName: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: appName, level: 1 });
  await waitFor(() => expect(screen.queryByText('Counting…')).not.toBeInTheDocument());
  return heading;
}
