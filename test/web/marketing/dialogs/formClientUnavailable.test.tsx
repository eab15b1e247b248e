import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { FormEmbed } from '@/marketing/dialogs/FormEmbed';
import { checkPlatformHealth } from '@/marketing/pages/other/status/platformHealth';

// The API client loads on demand; here its chunk cannot be fetched (offline, blocked).
jest.mock('@/api/client', () => {
  throw new Error('Loading chunk api-client failed');
});

const original = process.env.FORM_PROVIDER_URL;
beforeEach(() => {
  process.env.FORM_PROVIDER_URL = '';
});
afterEach(() => {
  process.env.FORM_PROVIDER_URL = original;
});

it('a form whose network code cannot load says the request failed and keeps what was typed', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <FormEmbed kind="contact" />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Work email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Company/), 'Analytical Engines');
  await user.type(screen.getByLabelText(/^How can we help/), 'Metered billing for our API');
  await user.click(screen.getByRole('button', { name: 'Contact sales' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
  expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
  expect(screen.getByRole('button', { name: 'Contact sales' })).toBeEnabled();
});

it('the status check counts network code that cannot load as unreachable', async () => {
  const check = await checkPlatformHealth('http://localhost');
  expect(check.state).toBe('unreachable');
});
