import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { renderRoute } from '../../../app/renderRoute';
import { ADA_ORG } from '../../../support/handlers/organizations';
import { quietPortalHandlers } from '../../../support/portalShell';

const createForm = () => screen.findByRole('form', { name: 'Create an app in Ada Industries' });

describe('/wrap/apps create app', () => {
  beforeEach(() => storeSignedInSession());

  it('requires a name and sends nothing without one', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG]));
    renderRoute('/wrap/apps');
    const form = await createForm();
    const input = within(form).getByRole('textbox', { name: 'App name' });
    await user.type(input, '   ');
    await user.click(within(form).getByRole('button', { name: 'Create app' }));
    expect(within(form).getByText('Enter a name for the app.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a name for the app.'));
    expect(input).toHaveFocus();
  });

  it('refuses names longer than 64 characters', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG]));
    renderRoute('/wrap/apps');
    const form = await createForm();
    const input = within(form).getByRole('textbox', { name: 'App name' });
    await user.type(input, 'x'.repeat(65));
    await user.keyboard('{Enter}');
    expect(within(form).getByText('The app name can be at most 64 characters (it has 65).')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'x'.repeat(64));
    server.use(http.post('/api/portal/:orgId/apps', () => HttpResponse.json({ id: 'a9', name: 'x'.repeat(64) }, { status: 201 })));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'x'.repeat(64), level: 4 })).toBeInTheDocument();
    expect(within(form).queryByText(/at most 64 characters \(/)).not.toBeInTheDocument();
  });

  it('creates the app with the trimmed name, lists it with its counts and token button, selects it, and confirms', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(
      ...quietPortalHandlers([ADA_ORG]),
      http.post('/api/portal/:orgId/apps', async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ id: 'a3', name: 'Billing API', time_zone: 'UTC' }, { status: 201 });
      }),
    );
    renderRoute('/wrap/apps');
    const form = await createForm();
    const input = within(form).getByRole('textbox', { name: 'App name' });
    await user.type(input, '  Billing API ');
    await user.click(within(form).getByRole('button', { name: 'Create app' }));

    const heading = await screen.findByRole('heading', { name: 'Billing API', level: 4 });
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/apps');
    expect(log.requests[0].body).toEqual({ name: 'Billing API' });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Get collector token for Billing API' })).toBeInTheDocument();
    expect(await within(card).findAllByText('0')).toHaveLength(2);
    expect(within(form).getByRole('status')).toHaveTextContent('App “Billing API” created.');
    expect(input).toHaveValue('');
    // The new app is the selected one: the switcher shows it, and /wrap would open it.
    expect(screen.getByRole('button', { name: /^Switch app/ })).toHaveTextContent('Ada IndustriesBilling API');
  });

  it('shows a server refusal as an error toast and keeps the typed name', async () => {
    const user = userEvent.setup();
    server.use(
      ...quietPortalHandlers([ADA_ORG]),
      http.post('/api/portal/:orgId/apps', () => HttpResponse.json({ message: 'App limit reached for this plan' }, { status: 400 })),
    );
    renderRoute('/wrap/apps');
    const form = await createForm();
    const input = within(form).getByRole('textbox', { name: 'App name' });
    await user.type(input, 'Billing API');
    await user.click(within(form).getByRole('button', { name: 'Create app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('App limit reached for this plan');
    expect(input).toHaveValue('Billing API');
    expect(screen.queryByRole('heading', { name: 'Billing API' })).not.toBeInTheDocument();
  });
});
