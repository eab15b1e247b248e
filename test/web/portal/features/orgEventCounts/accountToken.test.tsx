import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { createRequestLog } from '../../../support/apiRecorder';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { renderRoute } from '../../../app/renderRoute';
import { accessTokenHandler } from '../../../support/handlers/accessTokens';
import { ADA_ORG } from '../../../support/handlers/organizations';
import { quietPortalHandlers } from '../../../support/portalShell';

expect.extend(toHaveNoViolations);

const appCard = async (name: string) => (await screen.findByRole('heading', { name, level: 4 })).closest('li') as HTMLElement;
const TOKEN = 'eyJraW5kIjoiY29sbGVjdG9yIn0.c2lnbmF0dXJl';

describe('/wrap/apps collector token', () => {
  beforeEach(() => storeSignedInSession());

  it('asks for a collector token of the app and shows it read-only with the Express install code', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(
      ...quietPortalHandlers([ADA_ORG]),
      http.get('/api/portal/:orgId/oauth/access_tokens', async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ app_token: TOKEN });
      }),
    );
    renderRoute('/wrap/apps');
    const orders = await appCard('Orders API');
    await user.click(within(orders).getByRole('button', { name: 'Get collector token for Orders API' }));

    const field = await within(orders).findByRole('textbox', { name: 'Collector token for Orders API' });
    expect(field).toHaveValue(TOKEN);
    expect(field).toHaveAttribute('readonly');
    const url = log.requests[0].url;
    expect(url.pathname).toBe('/api/portal/o1/oauth/access_tokens');
    expect(Object.fromEntries(url.searchParams)).toEqual({ app_id: 'a1', target: 'collector', scope: 'create:events' });

    const code = within(orders).getByRole('region', { name: 'Node.js step 2 code' }).textContent ?? '';
    expect(code).toContain("require('moesif-nodejs')");
    expect(code).toContain(`applicationId: '${TOKEN}'`);
    expect(code).toContain(`baseUri: '${window.location.origin}/collector'`);
    expect(within(orders).getByRole('region', { name: 'Node.js step 1 code' })).toHaveTextContent('npm install --save moesif-nodejs');
    expect(within(orders).getByRole('link', { name: 'See the implementation guides' })).toHaveAttribute('href', '/implementation');
    // The other app keeps its own button: tokens are per app.
    expect(within(await appCard('Search')).getByRole('button', { name: 'Get collector token for Search' })).toBeInTheDocument();
  });

  it('has no axe violations with the token and install code shown', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG]), http.get('/api/portal/:orgId/oauth/access_tokens', () => HttpResponse.json({ app_token: TOKEN })));
    const { container } = renderRoute('/wrap/apps');
    const orders = await appCard('Orders API');
    await user.click(within(orders).getByRole('button', { name: 'Get collector token for Orders API' }));
    await within(orders).findByRole('textbox', { name: 'Collector token for Orders API' });
    expect(await screen.findAllByText('0')).toHaveLength(4);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('copies the token to the clipboard and confirms it in a live region', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    server.use(...quietPortalHandlers([ADA_ORG]), http.get('/api/portal/:orgId/oauth/access_tokens', () => HttpResponse.json({ app_token: TOKEN })));
    renderRoute('/wrap/apps');
    const orders = await appCard('Orders API');
    await user.click(within(orders).getByRole('button', { name: 'Get collector token for Orders API' }));
    const tokenRow = (await within(orders).findByRole('textbox', { name: 'Collector token for Orders API' })).parentElement as HTMLElement;
    const status = within(tokenRow).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(within(tokenRow).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(status).toHaveTextContent('Copied to clipboard.');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    server.use(...quietPortalHandlers([ADA_ORG]), http.get('/api/portal/:orgId/oauth/access_tokens', () => HttpResponse.json({ app_token: TOKEN })));
    renderRoute('/wrap/apps');
    const orders = await appCard('Orders API');
    await user.click(within(orders).getByRole('button', { name: 'Get collector token for Orders API' }));
    await user.click(await within(orders).findByRole('button', { name: 'Copy token' }));
    expect(await within(orders).findByText('Copying failed: select the text and copy it yourself.')).toBeInTheDocument();
  });

  it('shows a refused token request in place beside the button, not as a toast, and gets it on a retry', async () => {
    const user = userEvent.setup();
    server.use(
      ...quietPortalHandlers([ADA_ORG]),
      accessTokenHandler([{ status: 500, message: 'Token service unavailable' }, TOKEN]),
    );
    const { store } = renderRoute('/wrap/apps');
    const orders = await appCard('Orders API');
    await user.click(within(orders).getByRole('button', { name: 'Get collector token for Orders API' }));
    expect(await within(orders).findByRole('alert')).toHaveTextContent('The token could not be created: Token service unavailable');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(store.getState().notifications.items).toHaveLength(0);
    expect(within(orders).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(orders).getByRole('button', { name: 'Get collector token for Orders API' }));
    expect(await within(orders).findByRole('textbox', { name: 'Collector token for Orders API' })).toHaveValue(TOKEN);
    expect(within(orders).queryByRole('alert')).not.toBeInTheDocument();
  });
});
