import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSelection, selectOrganizations } from '@/portal/core/organizationsSlice';
import { createRequestLog } from '../../../support/apiRecorder';
import { server } from '../../../support/mswServer';
import { deleteAppHandler, updateAppHandler } from '../../../support/handlers/organizations';
import {
  ORG, configHandler, defaultAppHandler, renderAppSettings, saveConfigHandler, stubLayoutApis, urlEncoderHandler, DEFAULT_CONFIG,
} from './settingsFixtures';

let restoreLayout: () => void;
beforeAll(() => { restoreLayout = stubLayoutApis(); });
afterAll(() => restoreLayout());

const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

describe('app settings (/wrap/app/{org}-{app}/settings)', () => {
  it('renames the app and sets the time zone from the searchable list and the week start; the store follows', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(configHandler(), updateAppHandler('ok', log));
    const { store } = await renderAppSettings();
    const details = within(await screen.findByRole('form', { name: 'App details' }));
    await user.clear(details.getByRole('textbox', { name: 'App name' }));
    await user.click(details.getByRole('button', { name: 'Save app details' }));
    expect(details.getByRole('textbox', { name: 'App name' })).toHaveAccessibleDescription('Enter a name for the app.');
    expect(log.requests).toHaveLength(0);

    await user.type(details.getByRole('textbox', { name: 'App name' }), 'Orders API v2');
    await user.click(details.getByRole('button', { name: /Time zone/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search time zones' }), 'paris');
    await user.click(screen.getByRole('option', { name: 'Europe/Paris' }));
    expect(details.getByRole('button', { name: /Time zone/ })).toHaveTextContent('Europe/Paris');
    await user.selectOptions(details.getByRole('combobox', { name: 'First day of the week' }), 'Sunday');
    await user.click(details.getByRole('button', { name: 'Save app details' }));
    expect(await details.findByText('App details saved.')).toBeInTheDocument();
    expect(log.requests[0].body).toEqual({ name: 'Orders API v2', time_zone: 'Europe/Paris', week_starts_on: 0 });
    expect(selectOrganizations(store.getState())[0].apps[0]).toMatchObject({ name: 'Orders API v2', time_zone: 'Europe/Paris', week_starts_on: 0 });
  });

  it('validates and saves sampling: app rate, per-user, per-company and per-route rates', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(configHandler({ ...DEFAULT_CONFIG, user_sample_rate: { vip: 100 } }), saveConfigHandler(log));
    await renderAppSettings();
    const form = within(await screen.findByRole('form', { name: 'Sampling' }));
    expect(form.getByRole('textbox', { name: 'User id 1' })).toHaveValue('vip');
    const rate = form.getByRole('textbox', { name: 'App sample rate (%)' });
    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(form.getByRole('button', { name: 'Add route' }));
    await user.type(form.getByRole('textbox', { name: 'Route (regular expression) 1' }), '/v1/(orders');
    await user.type(form.getByRole('textbox', { name: 'Rate of route 1 (%)' }), '10');
    await user.click(form.getByRole('button', { name: 'Save sampling' }));
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('The rate cannot be above 100 %.'));
    expect(form.getByRole('textbox', { name: 'Route (regular expression) 1' })).toHaveAccessibleDescription(expect.stringMatching(/^This is not a valid regular expression/));
    expect(form.getByRole('alert')).toHaveTextContent('Correct the highlighted fields, then save again.');
    expect(log.requests).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '50');
    const route = form.getByRole('textbox', { name: 'Route (regular expression) 1' });
    await user.clear(route);
    await user.type(route, '^/health');
    await user.click(form.getByRole('button', { name: 'Add company' }));
    await user.type(form.getByRole('textbox', { name: 'Company id 1' }), 'acme');
    await user.type(form.getByRole('textbox', { name: 'Rate of company 1 (%)' }), '25');
    await user.click(form.getByRole('button', { name: 'Save sampling' }));
    expect(await form.findByText('Sampling saved. SDKs pick it up on their next batch.')).toBeInTheDocument();
    expect(log.requests[0].body).toEqual({
      app_id: 'a1', sample_rate: 50, user_sample_rate: { vip: 100 }, company_sample_rate: { acme: 25 },
      regex_config: [{ conditions: [{ path: 'request.route', value: '^/health' }], sample_rate: 10 }],
    });
    expect(form.getByText('Kept calls count 2× in charts.')).toBeInTheDocument();
  });

  it("shows the server's refusal beside the form", async () => {
    const user = userEvent.setup();
    server.use(configHandler(), saveConfigHandler(undefined, { status: 400, message: "regex_config: '(' is not a valid regular expression" }));
    await renderAppSettings();
    const form = within(await screen.findByRole('form', { name: 'Sampling' }));
    await user.click(form.getByRole('button', { name: 'Save sampling' }));
    expect(await form.findByRole('alert')).toHaveTextContent("Sampling could not be saved: regex_config: '(' is not a valid regular expression");
  });

  it('turns body capture off and masks headers and body fields', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(configHandler(), saveConfigHandler(log));
    await renderAppSettings();
    const form = within(await screen.findByRole('form', { name: 'Data capture' }));
    await user.click(form.getByRole('checkbox', { name: 'Store request and response bodies' }));
    await user.type(form.getByRole('textbox', { name: 'Headers to mask' }), 'X Api Key');
    await user.click(form.getByRole('button', { name: 'Save data capture' }));
    expect(form.getByRole('textbox', { name: 'Headers to mask' })).toHaveAccessibleDescription(expect.stringContaining("'X Api Key' is not a header name"));
    await user.clear(form.getByRole('textbox', { name: 'Headers to mask' }));
    await user.type(form.getByRole('textbox', { name: 'Headers to mask' }), 'Authorization{enter}X-Api-Key');
    await user.type(form.getByRole('textbox', { name: 'Body fields to mask' }), 'password{enter}card.number');
    await user.click(form.getByRole('button', { name: 'Save data capture' }));
    expect(await form.findByText('Data capture saved.')).toBeInTheDocument();
    expect(log.requests[0].body).toEqual({ app_id: 'a1', log_body: false, mask_headers: ['Authorization', 'X-Api-Key'], mask_body_fields: ['password', 'card.number'] });
  });

  it('deletes the app after the typed confirmation and opens the first remaining app', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(configHandler(), deleteAppHandler('ok', log));
    const { store, router } = await renderAppSettings();
    await user.click(within(await screen.findByRole('region', { name: 'Delete app' })).getByRole('button', { name: 'Delete app…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByRole('button', { name: 'Yes' })).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Type the app name to confirm' }), 'Orders API');
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a2/dash');
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/apps/a1');
    expect(selectSelection(store.getState())).toEqual({ orgId: 'o1', appId: 'a2' });
    expect(selectOrganizations(store.getState())[0].apps.map((app) => app.id)).toEqual(['a2']);
  });

  it('keeps the dialog open with the reason when the deletion is refused', async () => {
    const user = userEvent.setup();
    server.use(configHandler(), deleteAppHandler({ status: 400, message: 'An organization needs at least one app' }));
    await renderAppSettings();
    await user.click(within(await screen.findByRole('region', { name: 'Delete app' })).getByRole('button', { name: 'Delete app…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Are you sure?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Type the app name to confirm' }), 'Orders API');
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await dialog.findByText('The app could not be deleted: An organization needs at least one app')).toBeInTheDocument();
  });

  it('shows every setting read-only to a Member, without save or delete', async () => {
    server.use(configHandler());
    await renderAppSettings([{ ...ORG, role: 'Member' }]);
    expect(await screen.findByText('Only Owners and Admins can change app settings; you can read them.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Sampling' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'App name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'App sample rate (%)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete app' })).not.toBeInTheDocument();
  });

  it('shows a failed config load with Retry, then the forms', async () => {
    const user = userEvent.setup();
    server.use(configHandler({ status: 500, message: 'Database unavailable' }));
    await renderAppSettings();
    expect(await screen.findByText("The app's collection settings could not be loaded")).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    server.use(configHandler());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Sampling' })).toBeInTheDocument();
  });

  it('encodes an endpoint URL and makes the app the default one', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(configHandler(), urlEncoderHandler(), defaultAppHandler(log));
    const { store } = await renderAppSettings();
    const encoding = within(await screen.findByRole('form', { name: 'Endpoint encoding' }));
    await user.click(encoding.getByRole('button', { name: 'Encode URL' }));
    expect(encoding.getByRole('textbox', { name: 'API base URL' })).toHaveAccessibleDescription(expect.stringMatching(/^Enter the URL of your API/));
    await user.type(encoding.getByRole('textbox', { name: 'API base URL' }), 'https://api.acme.io/v1/orders?x=1');
    await user.click(encoding.getByRole('button', { name: 'Encode URL' }));
    const result = within(card('Endpoint encoding'));
    expect(await result.findByText('https%3A%2F%2Fapi.acme.io')).toBeInTheDocument();
    expect(result.getByText('https://api.acme.io')).toBeInTheDocument();

    const defaults = within(card('Default app'));
    expect(defaults.getByText('You have not chosen a default app in Ada Industries.')).toBeInTheDocument();
    await user.click(defaults.getByRole('button', { name: 'Make this my default app' }));
    expect(await defaults.findByText('Orders API is your default app in Ada Industries.')).toBeInTheDocument();
    expect(log.requests[0].body).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(selectOrganizations(store.getState())[0].default_app_id).toBe('a1'));
  });
});
