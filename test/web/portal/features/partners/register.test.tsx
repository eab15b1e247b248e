import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { partnersHandler } from '../../../support/handlers/partners';
import { renderPartnerPage } from './partnerFixtures';

describe('/register/partners/:partner(/:msg)', () => {
  beforeEach(() => server.use(partnersHandler()));

  it("names the partner and continues to its provision page with Sign up or Sign in, keeping the token", async () => {
    renderPartnerPage('/register/partners/azure?token=az-token');
    expect(await screen.findByRole('heading', { name: 'Set up Apiscope with Microsoft Azure Marketplace', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/provision/partners/azure?token=az-token&mode=signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/provision/partners/azure?token=az-token&mode=signin');
    expect(screen.queryByText(/Message from your sign-up link/)).not.toBeInTheDocument();
    expect(document.title).toBe('Welcome — Apiscope');
  });

  it('opens the sign-up form of the provision page from Sign up', async () => {
    const user = userEvent.setup();
    const { router } = renderPartnerPage('/register/partners/azure');
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/provision/partners/azure');
  });

  it('shows the decoded message of the link as plain text', async () => {
    renderPartnerPage('/register/partners/gcp/Thanks%20for%20subscribing%20%3Cb%3Etoday%3C%2Fb%3E%21');
    await screen.findByRole('heading', { name: 'Set up Apiscope with Google Cloud Marketplace' });
    const notice = screen.getByText(/Message from your sign-up link/).closest('p') as HTMLElement;
    expect(notice).toHaveTextContent('Message from your sign-up link: Thanks for subscribing <b>today</b>!');
    expect(notice.querySelector('b')).toBeNull();
  });

  it('cuts a long message to 200 characters', async () => {
    renderPartnerPage(`/register/partners/gcp/${'a'.repeat(300)}`);
    await screen.findByRole('heading', { name: 'Set up Apiscope with Google Cloud Marketplace' });
    const notice = screen.getByText(/Message from your sign-up link/).closest('p') as HTMLElement;
    expect(notice.textContent).toBe(`Message from your sign-up link: ${'a'.repeat(199)}…`);
  });

  it('offers Continue instead when the user is already signed in', async () => {
    storeSignedInSession();
    renderPartnerPage('/register/partners/github');
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/provision/partners/github');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('says clearly when the partner is unknown', async () => {
    renderPartnerPage('/register/partners/nobody/hello');
    expect(await screen.findByRole('heading', { name: 'Partner not found' })).toBeInTheDocument();
    expect(screen.queryByText(/hello/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
