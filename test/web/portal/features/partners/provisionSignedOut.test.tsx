import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile, makeSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, organizationsHandler } from '../../../support/handlers/organizations';
import { PARTNERS, partnersHandler, provisionHandler } from '../../../support/handlers/partners';
import { renderPartnerPage } from './partnerFixtures';

const URL_WITH_TOKEN = '/provision/partners/aws?token=aws-registration-token';

describe('provision/partners/:partner for a visitor who is not signed in', () => {
  it("names the partner and offers sign-in and sign-up in place, without the portal or marketing layout", async () => {
    server.use(partnersHandler());
    renderPartnerPage(URL_WITH_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Connect AWS Marketplace to Apiscope', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign in', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('signs in on the page, stays on it with the token, and sends the token with the provision call', async () => {
    const user = userEvent.setup();
    const provisionLog = createRequestLog();
    let credentials: unknown;
    server.use(
      partnersHandler(),
      http.post('/api/auth/login', async ({ request }) => {
        credentials = await request.json();
        return HttpResponse.json(makeSession({ profile: makeProfile({ name: 'Ada' }) }));
      }),
      organizationsHandler([ADA_ORG]),
      provisionHandler([{}], provisionLog),
    );
    const { router } = renderPartnerPage(URL_WITH_TOKEN);
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Work email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'correct horse');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Connect AWS Marketplace to your organization' })).toBeInTheDocument();
    expect(credentials).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(router.state.location.pathname).toBe('/provision/partners/aws');
    expect(router.state.location.search).toBe('?token=aws-registration-token');

    await user.click(await screen.findByRole('button', { name: 'Connect AWS Marketplace' }));
    expect(await screen.findByRole('heading', { name: 'AWS Marketplace is connected' })).toBeInTheDocument();
    expect(provisionLog.requests[0].body).toEqual({ org_id: 'o1', token: 'aws-registration-token' });
  });

  it("shows the server's reason when the sign-in is refused", async () => {
    const user = userEvent.setup();
    server.use(
      partnersHandler(),
      http.post('/api/auth/login', () => HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 })),
    );
    renderPartnerPage(URL_WITH_TOKEN);
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Work email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByRole('heading', { name: 'Connect AWS Marketplace to Apiscope' })).toBeInTheDocument();
  });

  it('opens on sign-up when the link asks for it, checks the fields and creates the account in place', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      partnersHandler(),
      http.post('/api/auth/signup', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(makeSession(), { status: 201 });
      }),
      organizationsHandler([ADA_ORG]),
    );
    const { router } = renderPartnerPage('/provision/partners/github?mode=signup&token=gh-token');
    const form = await screen.findByRole('form', { name: 'Create your account' });
    expect(screen.getByRole('tab', { name: 'Sign up', selected: true })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByText('Enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter your email address.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a password.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveFocus();

    await user.type(within(form).getByLabelText('Full name'), 'Ada');
    await user.type(within(form).getByLabelText('Work email'), 'ada@example');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByText('Enter a valid email address, like name@company.com.')).toBeInTheDocument();
    expect(within(form).getByText('Use at least 8 characters for your password.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(within(form).getByLabelText('Work email'), '.com');
    await user.type(within(form).getByLabelText('Password'), ' enough');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Connect GitHub Marketplace to your organization' })).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'short enough' });
    expect(router.state.location.pathname).toBe('/provision/partners/github');
    expect(new URLSearchParams(router.state.location.search).get('token')).toBe('gh-token');
  });

  it('switches between the forms with the tabs, keeping the token in the address', async () => {
    const user = userEvent.setup();
    server.use(partnersHandler());
    const { router } = renderPartnerPage(URL_WITH_TOKEN);
    await user.click(await screen.findByRole('tab', { name: 'Sign up' }));
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('mode')).toBe('signup');
    expect(query.get('token')).toBe('aws-registration-token');
  });

  it('says clearly when the partner is unknown', async () => {
    server.use(partnersHandler());
    renderPartnerPage('/provision/partners/acme-cloud');
    expect(await screen.findByRole('heading', { name: 'Partner not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/does not work with a partner called “acme-cloud”/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a failed partner lookup in place and tries again on Retry', async () => {
    const user = userEvent.setup();
    server.use(partnersHandler([{ status: 503, message: 'Catalogue unavailable' }, PARTNERS]));
    renderPartnerPage('/provision/partners/aws');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The partner details could not be loaded');
    expect(failure).toHaveTextContent('Catalogue unavailable');

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Connect AWS Marketplace to Apiscope' })).toBeInTheDocument();
  });
});
