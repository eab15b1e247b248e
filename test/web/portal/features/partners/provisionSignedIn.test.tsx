import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalOrganization } from '@/api/portal';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, DEMO_ORGANIZATION, PARTNER_ORG, organizationsHandler } from '../../../support/handlers/organizations';
import { createOrganizationHandler, partnersHandler, provisionHandler } from '../../../support/handlers/partners';
import { renderPartnerPage } from './partnerFixtures';

const MEMBER_ORG: PortalOrganization = { id: 'o3', name: 'Friends Inc', role: 'Member', demo: false, apps: [{ id: 'f1', name: 'F' }] };
const connectForm = async () => screen.findByRole('form', { name: 'Connect Kong Konnect' });

describe('provision/partners/:partner for a signed-in user', () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  it("offers the user's own organizations they administer, never the demo, plus a new one", async () => {
    server.use(partnersHandler(), organizationsHandler([ADA_ORG, PARTNER_ORG, MEMBER_ORG, DEMO_ORGANIZATION]));
    renderPartnerPage('/provision/partners/kong');
    expect(await screen.findByRole('heading', { name: 'Connect Kong Konnect to your organization', level: 1 })).toBeInTheDocument();
    const form = await connectForm();
    const group = within(form).getByRole('group', { name: 'Which organization receives Kong Konnect data?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Ada Industries2 apps',
      'Partner Co1 app',
      'A new organization',
    ]);
    expect(within(group).getByRole('radio', { name: /Ada Industries/ })).toBeChecked();
  });

  it('links the chosen organization and leads to its dashboard', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(partnersHandler(), organizationsHandler([ADA_ORG, PARTNER_ORG]), provisionHandler([{ app_id: 'p1' }], log));
    renderPartnerPage('/provision/partners/kong');
    const form = await connectForm();
    await user.click(within(form).getByRole('radio', { name: /Partner Co/ }));
    await user.click(within(form).getByRole('button', { name: 'Connect Kong Konnect' }));

    const done = await screen.findByRole('heading', { name: 'Kong Konnect is connected' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('Partner Co now receives data from Kong Konnect.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/wrap/app/o2-p1/dash');
    expect(log.requests.map((request) => `${request.url.pathname} ${JSON.stringify(request.body)}`)).toEqual([
      '/api/subscription/partners/kong/provision {"org_id":"o2"}',
    ]);
  });

  it('creates a new organization first, then links it; a retry after a failed link does not create another', async () => {
    const user = userEvent.setup();
    const createLog = createRequestLog();
    const provisionLog = createRequestLog();
    server.use(
      partnersHandler(),
      organizationsHandler([ADA_ORG]),
      createOrganizationHandler({ id: 'o9' }, createLog),
      provisionHandler([{ status: 500, message: 'Linking failed, try again' }, { app_id: 'o9-app' }], provisionLog),
    );
    renderPartnerPage('/provision/partners/kong?token=kong-token');
    const form = await connectForm();
    await user.click(within(form).getByRole('radio', { name: 'A new organization' }));
    await user.click(within(form).getByRole('button', { name: 'Connect Kong Konnect' }));
    expect(within(form).getByText('Enter a name for the new organization.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name of the new organization')).toHaveFocus();
    expect(createLog.requests).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name of the new organization'), ' Kong Team ');
    await user.click(within(form).getByRole('button', { name: 'Connect Kong Konnect' }));
    const failure = await within(form).findByRole('alert');
    expect(failure).toHaveTextContent('Linking failed, try again');
    expect(within(form).getByRole('radio', { name: /Kong Team/ })).toBeChecked();

    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kong Konnect is connected' })).toBeInTheDocument();
    expect(screen.getByText('Kong Team now receives data from Kong Konnect.')).toBeInTheDocument();
    expect(createLog.requests.map((request) => request.body)).toEqual([{ name: 'Kong Team' }]);
    expect(provisionLog.requests.map((request) => request.body)).toEqual([
      { org_id: 'o9', token: 'kong-token' },
      { org_id: 'o9', token: 'kong-token' },
    ]);
  });

  it('shows a refused organization creation in place, without linking anything', async () => {
    const user = userEvent.setup();
    const provisionLog = createRequestLog();
    server.use(
      partnersHandler(),
      organizationsHandler([]),
      createOrganizationHandler({ status: 400, message: 'The organization name must not be blank' }),
      provisionHandler([{}], provisionLog),
    );
    renderPartnerPage('/provision/partners/kong');
    const form = await connectForm();
    // Without an organization to administer, a new one is the only choice.
    expect(within(form).getByRole('radio', { name: 'A new organization' })).toBeChecked();
    await user.type(within(form).getByLabelText('Name of the new organization'), 'Kong Team');
    await user.click(within(form).getByRole('button', { name: 'Connect Kong Konnect' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The organization name must not be blank');
    expect(provisionLog.requests).toHaveLength(0);
  });

  it('shows a failed organization load in place with Retry', async () => {
    const user = userEvent.setup();
    server.use(partnersHandler(), organizationsHandler({ status: 503, message: 'Organizations unavailable' }));
    renderPartnerPage('/provision/partners/kong');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your organizations could not be loaded');
    expect(failure).toHaveTextContent('Organizations unavailable');

    server.use(organizationsHandler([ADA_ORG]));
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await connectForm()).toBeInTheDocument();
  });

  it("does not send a token that is too long to be a marketplace's", async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(partnersHandler(), organizationsHandler([ADA_ORG]), provisionHandler([{}], log));
    renderPartnerPage(`/provision/partners/kong?token=${'t'.repeat(4097)}`);
    await user.click(within(await connectForm()).getByRole('button', { name: 'Connect Kong Konnect' }));
    await screen.findByRole('heading', { name: 'Kong Konnect is connected' });
    expect(log.requests[0].body).toEqual({ org_id: 'o1' });
  });
});
