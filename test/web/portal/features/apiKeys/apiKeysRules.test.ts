import {
  appsText, availableKinds, expiryChoices, lastUsedText, scopeRows, toNewKey, validateKeyForm, type KeyForm,
} from '@/portal/features/apiKeys/apiKeysRules';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const form = (overrides: Partial<KeyForm> = {}): KeyForm => ({
  name: 'Billing export', kind: 'management', appId: 'a1', scopes: ['read:events'], limitApps: false, apps: [], expiry: '365', expiryDate: '', ...overrides,
});

describe('apiKeysRules', () => {
  it('offers only the scopes the caller may grant, and only resources with one', () => {
    const rows = scopeRows(['events', 'members', 'apps'], ['read:events', 'create:events', 'read:members']);
    expect(rows.map((row) => row.resource)).toEqual(['events', 'members']);
    expect(rows[0].cells.map((cell) => cell.scope)).toEqual(['read:events', 'create:events', null, null]);
    expect(rows[1].cells.map((cell) => cell.scope)).toEqual(['read:members', null, null, null]);
  });

  it('offers the kinds whose scopes the caller holds', () => {
    expect(availableKinds(['read:events'])).toEqual(['management']);
    expect(availableKinds(['read:events', 'create:events', 'read:users', 'read:profile_view_config'])).toEqual(['management', 'collector', 'publishable', 'plugin']);
    expect(availableKinds([])).toEqual([]);
  });

  it('defaults management keys to one year and lets only collector keys never expire', () => {
    expect(expiryChoices('management').map((c) => c.value)).toEqual(['30', '90', '365', 'custom']);
    expect(expiryChoices('collector').map((c) => c.value)).toEqual(['never', '30', '90', '365', 'custom']);
    expect(toNewKey(form(), NOW)).toEqual({ name: 'Billing export', kind: 'management', app_id: 'a1', scopes: ['read:events'], apps: [] });
    expect(toNewKey(form({ kind: 'collector', expiry: 'never' }), NOW)).toEqual({ name: 'Billing export', kind: 'collector', app_id: 'a1', expires_at: null });
    expect(toNewKey(form({ expiry: '30', limitApps: true, apps: ['a2'] }), NOW)).toMatchObject({ apps: ['a2'], expires_at: '2026-04-09T12:00:00.000Z' });
  });

  it('says what is wrong with a form', () => {
    expect(validateKeyForm(form(), NOW)).toEqual({});
    expect(validateKeyForm(form({ name: '  ', scopes: [], limitApps: true }), NOW)).toEqual({
      name: 'Give the key a name, e.g. "Billing export".',
      scopes: 'Choose at least one scope.',
      apps: 'Choose at least one app, or allow every app.',
    });
    expect(validateKeyForm(form({ name: 'x'.repeat(101) }), NOW).name).toBe('Names are at most 100 characters.');
    expect(validateKeyForm(form({ expiry: 'custom' }), NOW).expiryDate).toBe('Choose the date the key stops working.');
    expect(validateKeyForm(form({ expiry: 'custom', expiryDate: '2026-03-01' }), NOW).expiryDate).toBe('The expiry date must be in the future.');
    expect(validateKeyForm(form({ expiry: 'custom', expiryDate: '2030-01-01' }), NOW).expiryDate).toBe('Management and plugin keys expire within 730 days: choose an earlier date.');
    expect(validateKeyForm(form({ kind: 'collector', scopes: [], expiry: 'custom', expiryDate: '2030-01-01' }), NOW)).toEqual({});
  });

  it('describes apps and last use', () => {
    const names = { a1: 'Orders API', a2: 'Search' };
    expect(appsText({ kind: 'collector', app_id: 'a2', apps: null }, names)).toBe('Search');
    expect(appsText({ kind: 'management', app_id: 'a1', apps: null }, names)).toBe('All apps');
    expect(appsText({ kind: 'management', app_id: 'a1', apps: ['a1', 'gone'] }, names)).toBe('Orders API, gone');
    expect(lastUsedText({ last_used_at: null }, NOW.getTime())).toBe('Never used');
    expect(lastUsedText({ last_used_at: '2026-03-10T11:55:00.000Z' }, NOW.getTime())).toBe('5 minutes ago');
  });
});
