import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/mswServer';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

describe('/message', () => {
  it.each([
    ['/message?type=verified', 'Your email address is verified', /You can now sign in/],
    ['/message?type=error&msg=The%20link%20has%20expired.', 'Something went wrong', /^The link has expired\.$/],
    ['/message?type=constructor', 'Message', /nothing to show/],
    ['/message', 'Message', /nothing to show/],
  ])('%s shows "%s"', async (url, title, body) => {
    renderOtherRoute(url);
    expect(await findPageHeading()).toHaveTextContent(title);
    expect(screen.getByText(body)).toBeInTheDocument();
  });
});

describe('/contact/sales', () => {
  it('shows the built-in contact form and sends the integration the visitor asked about', async () => {
    const user = userEvent.setup();
    let sent: Record<string, string> | undefined;
    server.use(http.post('http://localhost/api/forms/contact', async ({ request }) => {
      sent = (await request.json()) as Record<string, string>;
      return HttpResponse.json({ ok: true }, { status: 201 });
    }));
    renderOtherRoute('/contact/sales?integration=kong');
    await findPageHeading();
    const form = screen.getByRole('form', { name: 'Contact sales' });
    await user.type(within(form).getByRole('textbox', { name: /name/i }), 'Jane Doe');
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'jane@example.com');
    await user.type(within(form).getByRole('textbox', { name: /company/i }), 'Example Corp');
    await user.type(within(form).getByRole('textbox', { name: /How can we help/ }), 'Kong rollout');
    await user.click(within(form).getByRole('button', { name: 'Contact sales' }));
    await screen.findByText(/thank|received|sent/i);
    expect(sent).toMatchObject({ integration: 'kong', page: '/contact/sales', email: 'jane@example.com' });
  });
});

describe('help-desk plugin pages', () => {
  it('/plugin/zendesk opens the support-request dialog', async () => {
    const user = userEvent.setup();
    renderOtherRoute('/plugin/zendesk');
    await findPageHeading();
    await user.click(screen.getByRole('button', { name: 'Request support' }));
    expect(await screen.findByRole('dialog', { name: 'Request support' })).toBeInTheDocument();
  });

  it('/plugin/desk explains how to look up a customer\'s API calls', async () => {
    renderOtherRoute('/plugin/desk');
    await findPageHeading();
    for (const step of ['Find the customer', 'Read their recent API calls', 'Open the full event']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });
});
