import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { DEMO_NO_TOKEN_REASON } from '@/portal/core/appTokensRules';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { COLLECTOR_TOKEN, accessTokenHandler } from '../../../support/handlers/accessTokens';
import { organizationsHandler } from '../../../support/handlers/organizations';
import { DEMO_ORG, OWN_ORG, renderOnboarding } from './onboardingFixtures';

expect.extend(toHaveNoViolations);

const COLLECTOR_URL = `${window.location.origin}/collector`;

async function openIntegrationStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue to the integration' }));
  await screen.findByRole('heading', { level: 2, name: /Pick the integration/ });
}
const codeOf = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

describe('onboarding: pick the integration and install it', () => {
  beforeEach(() => storeSignedInSession());

  it('fetches this app’s collector token and writes it and this server’s collector into the Node.js code', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(organizationsHandler([OWN_ORG, DEMO_ORG]), accessTokenHandler([COLLECTOR_TOKEN], log));
    renderOnboarding();
    await openIntegrationStep(user);

    expect(screen.getByRole('radio', { name: 'Node.js' })).toBeChecked();
    expect(await screen.findByRole('textbox', { name: 'Collector token for Orders API' })).toHaveValue(COLLECTOR_TOKEN);
    expect(log.requests).toHaveLength(1);
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/oauth/access_tokens');
    expect(Object.fromEntries(log.requests[0].url.searchParams)).toEqual({ app_id: 'a1', target: 'collector', scope: 'create:events' });
    expect(codeOf('Node.js step 1 code')).toBe('npm install --save moesif-nodejs');
    const setup = codeOf('Node.js step 2 code');
    expect(setup).toContain(`applicationId: '${COLLECTOR_TOKEN}',`);
    expect(setup).toContain(`baseUri: '${COLLECTOR_URL}',`);
    expect(screen.getByRole('link', { name: 'Read the full Node.js guide' })).toHaveAttribute('href', '/implementation/log-http-calls-from-node');
    expect(screen.getByRole('region', { name: 'Send data from Node.js' })).toHaveTextContent('Sends API calls and user actions.');
  });

  it('switches the code with the picked entry, by keyboard, without asking for the token again', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(organizationsHandler([OWN_ORG]), accessTokenHandler([COLLECTOR_TOKEN], log));
    renderOnboarding();
    await openIntegrationStep(user);
    await screen.findByRole('textbox', { name: 'Collector token for Orders API' });

    screen.getByRole('radio', { name: 'Node.js' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Python' })).toBeChecked();
    expect(codeOf('Python step 2 code')).toContain(`'BASE_URI': '${COLLECTOR_URL}',`);
    expect(codeOf('Python step 2 code')).toContain(`'APPLICATION_ID': '${COLLECTOR_TOKEN}',`);

    await user.click(screen.getByRole('radio', { name: 'Kong' }));
    expect(screen.getByRole('region', { name: 'Send data from Kong' })).toHaveTextContent('Sends API calls.');
    expect(codeOf('Kong step 2 code')).toContain(`--data 'config.api_endpoint=${COLLECTOR_URL}'`);
    expect(log.requests).toHaveLength(1);
  });

  it('shows the HTTP API and the guides, not invented config, for an entry nobody has verified', async () => {
    const user = userEvent.setup();
    server.use(organizationsHandler([OWN_ORG]), accessTokenHandler());
    renderOnboarding();
    await openIntegrationStep(user);
    await user.click(screen.getByRole('radio', { name: 'Apigee' }));

    const panel = screen.getByRole('region', { name: 'Send data from Apigee' });
    expect(panel).toHaveTextContent('We have not verified Apigee with the Apiscope collector yet, so no Apigee configuration is shown here.');
    expect(within(panel).getByRole('link', { name: 'the implementation guides' })).toHaveAttribute('href', '/implementation');
    const curl = codeOf('Apigee step 1 code');
    expect(curl).toContain(`curl -X POST '${COLLECTOR_URL}/v1/events'`);
    expect(curl).toContain(`-H 'X-Moesif-Application-Id: ${COLLECTOR_TOKEN}'`);
    expect(curl).not.toMatch(/apigee/i);
  });

  it('narrows the catalogue with the search field and says when nothing matches', async () => {
    const user = userEvent.setup();
    server.use(organizationsHandler([OWN_ORG]), accessTokenHandler());
    renderOnboarding();
    await openIntegrationStep(user);
    const search = screen.getByRole('searchbox', { name: 'Search integrations' });

    await user.type(search, 'flu');
    expect(screen.getByText('2 integrations match.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Server SDKs and log shippers' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['fluentbit', 'fluentd']);
    expect(screen.queryByRole('group', { name: 'API gateways and plugins' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'cobol');
    expect(screen.getByText('No integration matches “cobol”. Any language can send data with the HTTP API: search for “HTTP”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('says why a failed token request failed and gets it on retry, without a toast', async () => {
    const user = userEvent.setup();
    server.use(organizationsHandler([OWN_ORG]), accessTokenHandler([{ status: 500, message: 'Token service unavailable' }, COLLECTOR_TOKEN]));
    renderOnboarding();
    await openIntegrationStep(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The collector token could not be loaded');
    expect(alert).toHaveTextContent('Token service unavailable');
    expect(screen.queryByRole('region', { name: /step 2 code/ })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Collector token for Orders API' })).toHaveValue(COLLECTOR_TOKEN);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never asks for a token in the demo organization, and says why', async () => {
    const user = userEvent.setup();
    // No token handler: a token request would fail the test (unhandled requests are errors).
    server.use(organizationsHandler([DEMO_ORG]));
    renderOnboarding();
    await openIntegrationStep(user);
    expect(screen.getByText('No collector token for default')).toBeInTheDocument();
    expect(screen.getByText(DEMO_NO_TOKEN_REASON)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('has no axe violations with the token and code shown', async () => {
    const user = userEvent.setup();
    server.use(organizationsHandler([OWN_ORG, DEMO_ORG]), accessTokenHandler());
    const { container } = renderOnboarding();
    await openIntegrationStep(user);
    await screen.findByRole('textbox', { name: 'Collector token for Orders API' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
