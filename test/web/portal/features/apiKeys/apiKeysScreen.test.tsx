import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { server } from '../../../support/mswServer';
import { apiKeysHandler, createApiKeyHandler, keyList, makeApiKey, revokeApiKeyHandler } from '../../../support/handlers/apiKeys';
import { selectApiKeysState } from '@/portal/features/apiKeys/apiKeysSlice';
import { renderKeys } from './keysFixtures';

const SECRET = 'eyJ2IjoxLCJraW5kIjoibWFuYWdlbWVudCJ9.c2lnbmF0dXJlLW9mLXRoZS1rZXktdGhhdC1pcy1sb25n';
const keysTable = async () => within(await screen.findByRole('region', { name: 'Keys' })).findByRole('table');
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('/wrap/keys', () => {
  it('lists each key with kind, scopes, apps, creator, dates and status', async () => {
    const log = createRequestLog();
    server.use(apiKeysHandler([keyList([
      makeApiKey(),
      makeApiKey({ id: 'k2', name: 'Checkout SDK', kind: 'collector', app_id: 'a2', scopes: ['create:events'], expires_at: null, last_used_at: new Date(Date.now() - 3 * 60_000).toISOString() }),
      makeApiKey({ id: 'k3', name: 'Old script', status: 'suspended', apps: ['a1'], status_reason: 'This API key stopped working because the member who created it no longer holds update:apps' }),
    ])], log));
    await renderKeys();
    const table = await keysTable();
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/keys');
    const billing = rowOf(table, 'Billing export');
    expect(billing).toHaveTextContent('Management');
    expect(billing).toHaveTextContent('read:events, read:users');
    expect(billing).toHaveTextContent('All apps');
    expect(billing).toHaveTextContent('Ada Lovelace');
    expect(billing).toHaveTextContent('1 Mar 2026');
    expect(billing).toHaveTextContent('Never used');
    expect(billing).toHaveTextContent('1 Mar 2027');
    expect(billing).toHaveTextContent('Active');
    const sdk = rowOf(table, 'Checkout SDK');
    expect(sdk).toHaveTextContent('Collector');
    expect(sdk).toHaveTextContent('Search');
    expect(sdk).toHaveTextContent('3 minutes ago');
    expect(sdk).toHaveTextContent('Never');
    const old = rowOf(table, 'Old script');
    expect(old).toHaveTextContent('Suspended');
    expect(old).toHaveTextContent('no longer holds update:apps');
    expect(old).toHaveTextContent('Orders API');
    expect(screen.getByText(/Every key of Ada Industries\./)).toBeInTheDocument();
  });

  it('shows the empty state, and the error state with Retry', async () => {
    const user = userEvent.setup();
    server.use(apiKeysHandler([{ status: 500, message: 'The database is busy' }, keyList([])]));
    await renderKeys();
    expect(await screen.findByRole('alert')).toHaveTextContent('The API keys could not be loadedThe database is busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });

  it('revokes a key after a confirmation, and the row says Revoked', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(apiKeysHandler([keyList([makeApiKey()])]),
      revokeApiKeyHandler(makeApiKey({ status: 'revoked', revoked_at: '2026-03-10T10:00:00.000Z', status_reason: 'This API key was revoked' }), log));
    const { store } = await renderKeys();
    await user.click(rowOf(await keysTable(), 'Billing export').querySelector('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Billing export”?' });
    expect(dialog).toHaveTextContent('It stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(rowOf(screen.getByRole('table'), 'Billing export')).toHaveTextContent('Revoked'));
    expect(log.requests.map((r) => [r.method, r.url.pathname])).toEqual([['DELETE', '/api/portal/o1/keys/k1']]);
    expect(within(rowOf(screen.getByRole('table'), 'Billing export')).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(selectApiKeysState(store.getState()).revoking).toEqual([]);
  });

  it('creates a management key with the scope picker and shows its secret once', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    const created = makeApiKey({ id: 'k9', name: 'Nightly report', scopes: ['read:events', 'read:users'], apps: ['a2'] });
    server.use(apiKeysHandler([keyList([], { grantable_scopes: ['read:events', 'read:users', 'create:dashboards'], all_keys: false })]),
      createApiKeyHandler({ key: created, secret: SECRET }, log));
    const { store } = await renderKeys();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).queryByRole('radio', { name: 'Collector' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'delete:members' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Expires' })).toHaveValue('365');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Give the key a name, e.g. "Billing export".')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(log.requests).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nightly report');
    await user.click(within(dialog).getByRole('button', { name: 'Select every read scope' }));
    expect(within(dialog).getByRole('checkbox', { name: 'read:events' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'create:dashboards' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Only some apps' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Search' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const reveal = await screen.findByRole('dialog', { name: 'Copy your new key' });
    expect(log.requests[0].body).toEqual({ name: 'Nightly report', kind: 'management', app_id: 'a1', scopes: ['read:events', 'read:users'], apps: ['a2'] });
    expect(within(reveal).getByRole('textbox', { name: 'Your new key' })).toHaveValue(SECRET);
    expect(reveal).toHaveTextContent('You won’t see it again');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(reveal).getByRole('button', { name: 'Copy key' }));
    expect(await within(reveal).findByText('Copied to clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
    await user.click(within(reveal).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf(await keysTable(), 'Nightly report')).toHaveTextContent('Search');
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('shows the server refusal in the dialog', async () => {
    const user = userEvent.setup();
    server.use(apiKeysHandler([keyList([])]), createApiKeyHandler({ status: 401, message: 'Missing required scope(s): delete:users' }));
    await renderKeys();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Cleanup');
    await user.click(within(dialog).getByRole('checkbox', { name: 'delete:users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The key could not be created: Missing required scope(s): delete:users');
  });

  it('creates a collector key that never expires by default, from the keyboard', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(apiKeysHandler([keyList([])]),
      createApiKeyHandler({ key: makeApiKey({ id: 'k5', name: 'Edge SDK', kind: 'collector', scopes: ['create:events'], expires_at: null }), secret: SECRET }, log));
    await renderKeys();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.keyboard('Edge SDK');
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Management' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Collector' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Edge SDK');
    expect(within(dialog).getByRole('combobox', { name: 'Expires' })).toHaveValue('never');
    expect(within(dialog).queryByRole('group', { name: 'Scopes' })).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'App it sends data to' }), 'Search');
    within(dialog).getByRole('textbox', { name: /^Name/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Copy your new key' });
    expect(log.requests[0].body).toEqual({ name: 'Edge SDK', kind: 'collector', app_id: 'a2', expires_at: null });
  });
});
