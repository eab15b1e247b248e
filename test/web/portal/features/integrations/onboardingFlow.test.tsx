import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { INTENTS } from '@/lib/intents';
import { selectSelectedApp } from '@/portal/core/organizationsSlice';
import { BASIC_COPY } from '@/portal/features/integrations/onboardingRules';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { onboardHandler } from '../../../support/handlers/management';
import { createAppHandler, organizationsHandler, updateAppHandler } from '../../../support/handlers/organizations';
import { DEMO_ORG, OWN_ORG, renderOnboarding } from './onboardingFixtures';

expect.extend(toHaveNoViolations);

const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

describe('onboarding: intent, app naming, loading and errors', () => {
  beforeEach(() => storeSignedInSession());

  it('greets with the sign-up intent’s headline and description, inside the shell’s main (no main of its own)', async () => {
    server.use(organizationsHandler([OWN_ORG, DEMO_ORG]));
    const { container } = renderOnboarding('/wrap?onboard=true&intent=monitor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(INTENTS.monitor.signUpTitle);
    expect(screen.getByText(INTENTS.monitor.description)).toBeInTheDocument();
    expect(await stepHeading(/Step 1 of 3: Name your app/)).toBeInTheDocument();
    expect(container.querySelector('main')).toBeNull();
    expect(document.title).toBe('Get started — Apiscope');
  });

  it('falls back to the default intent for an unknown one, and words /wrap/basic for the basic plan', async () => {
    server.use(organizationsHandler([OWN_ORG]));
    const first = renderOnboarding('/wrap?onboard=true&intent=bogus');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(INTENTS.product.signUpTitle);
    await stepHeading(/Name your app/);
    first.unmount();
    renderOnboarding('/wrap/basic?intent=monitor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(BASIC_COPY.title);
    expect(screen.getByText(BASIC_COPY.description)).toBeInTheDocument();
    expect(screen.queryByText(INTENTS.monitor.signUpTitle)).not.toBeInTheDocument();
    await stepHeading(/Name your app/);
  });

  it('uses the intent remembered at sign-up when the link carries none', async () => {
    document.cookie = 'mo-intent=growth; path=/';
    server.use(organizationsHandler([OWN_ORG]));
    renderOnboarding('/wrap?onboard=true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(INTENTS.growth.signUpTitle);
    await stepHeading(/Name your app/);
  });

  it('shows loading, then an error with a retry when the organizations fail to load', async () => {
    const user = userEvent.setup();
    server.use(organizationsHandler({ status: 503, message: 'Organizations are resting' }));
    renderOnboarding();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading your apps…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your apps could not be loaded');
    expect(alert).toHaveTextContent('Organizations are resting');
    server.use(organizationsHandler([OWN_ORG]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await stepHeading(/Name your app/)).toBeInTheDocument();
  });

  it('renames the app after checking the name, and confirms it', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(organizationsHandler([OWN_ORG]), updateAppHandler('ok', log));
    const { store } = renderOnboarding();
    const field = await screen.findByRole('textbox', { name: 'App name' });
    expect(field).toHaveValue('Orders API');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name for the app.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(log.requests).toHaveLength(0);

    await user.type(field, '  Orders API (production) ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Saved: the app is now called “Orders API (production)”.')).toBeInTheDocument();
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/apps/a1');
    expect(log.requests[0].body).toEqual({ name: 'Orders API (production)' });
    expect(selectSelectedApp(store.getState())?.app.name).toBe('Orders API (production)');
  });

  it('creates another app, which the next steps then set up', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(organizationsHandler([OWN_ORG]), createAppHandler({ id: 'a9' }, log));
    const { store } = renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Create another app instead' }));
    await user.click(screen.getByRole('button', { name: 'Create app' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name for the app.');
    await user.type(screen.getByRole('textbox', { name: 'New app name' }), 'Billing API');
    await user.click(screen.getByRole('button', { name: 'Create app' }));

    expect(await screen.findByText('Created “Billing API”: the next steps set it up.')).toBeInTheDocument();
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/apps');
    expect(log.requests[0].body).toEqual({ name: 'Billing API' });
    expect(store.getState().organizations?.selected).toEqual({ orgId: 'o1', appId: 'a9' });
    expect(screen.getByRole('textbox', { name: 'App name' })).toHaveValue('Billing API');
    // Focus returns to the toggle once the form has closed (an effect, flushed after the frame on Preact).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create another app instead' })).toHaveFocus());
  });

  it('shows a Read Only member the app without forms', async () => {
    server.use(organizationsHandler([{ ...OWN_ORG, role: 'Read Only' }]));
    renderOnboarding();
    expect(await screen.findByText(/Only owners and admins of Ada Industries can rename apps/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sets up the user’s own app even when the demo app was the last one open', async () => {
    server.use(organizationsHandler([DEMO_ORG, OWN_ORG]));
    renderOnboarding('/wrap?onboard=true', { saved: { orgId: 'demo', appId: 'demodefault' } });
    expect(await screen.findByRole('textbox', { name: 'App name' })).toHaveValue('Orders API');
  });

  it('says what to do when the user has no app at all', async () => {
    server.use(organizationsHandler([]));
    renderOnboarding();
    expect(await screen.findByText('You have no app to send data to yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your organizations and apps' })).toHaveAttribute('href', '/wrap/apps');
  });

  it('moves between steps with the progress buttons and Back/Continue, focusing each step’s heading', async () => {
    const user = userEvent.setup();
    server.use(organizationsHandler([{ ...OWN_ORG, role: 'Read Only' }]));
    renderOnboarding();
    const progress = await screen.findByRole('navigation', { name: 'Set-up steps' });
    expect(within(progress).getByRole('button', { name: /Name your app/ })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Continue to the integration' }));
    expect(await stepHeading(/Step 2 of 3: Pick the integration/)).toHaveFocus();
    expect(within(progress).getByRole('button', { name: /Pick the integration/ })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading(/Step 1 of 3/)).toHaveFocus();
  });

  it('can be skipped: saves that the user is onboarded and opens the app’s dashboard', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(organizationsHandler([OWN_ORG, DEMO_ORG]), onboardHandler('ok', log));
    const { store } = renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard of o1-a1' })).toBeInTheDocument();
    expect(log.requests[0].method).toBe('PATCH');
    expect(log.requests[0].url.pathname).toBe('/api/management/onboard/email%7Cu1');
    expect(store.getState().auth.profile?.user_metadata?.onboarded).toBe(true);
  });

  it('stays when saving the skip fails, with the error policy’s notice', async () => {
    const user = userEvent.setup();
    server.use(organizationsHandler([OWN_ORG]), onboardHandler({ status: 500, message: 'Profile store is down' }));
    const { store } = renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Profile store is down')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(INTENTS.product.signUpTitle);
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeEnabled();
    expect(store.getState().auth.profile?.user_metadata?.onboarded).toBe(false);
  });

  it('offers the demo organization’s first app to explore meanwhile', async () => {
    server.use(organizationsHandler([OWN_ORG, DEMO_ORG]));
    renderOnboarding();
    expect(await screen.findByRole('link', { name: 'Explore the demo data meanwhile' })).toHaveAttribute('href', '/wrap/app/demo-demodefault/dash');
  });

  it('has no axe violations on the first step', async () => {
    server.use(organizationsHandler([OWN_ORG, DEMO_ORG]));
    const { container } = renderOnboarding();
    await screen.findByRole('textbox', { name: 'App name' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
