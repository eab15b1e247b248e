import { canCreateApps, canGetCollectorToken, isDemoOrganization, selectionAfterLoad, validateAppName } from '@/portal/core/organizationsRules';

describe('account home rules', () => {
  it('validates app names: required after trimming, at most 64 characters', () => {
    expect(validateAppName('')).toBe('Enter a name for the app.');
    expect(validateAppName(' \t ')).toBe('Enter a name for the app.');
    expect(validateAppName('a'.repeat(64))).toBeNull();
    expect(validateAppName(` ${'a'.repeat(64)} `)).toBeNull();
    expect(validateAppName('a'.repeat(65))).toBe('The app name can be at most 64 characters (it has 65).');
  });

  it('never allows writes in the demo organization, whatever the role', () => {
    const demo = { id: 'demo', name: 'Apiscope Demo', apps: [], role: 'Owner' };
    expect(isDemoOrganization(demo)).toBe(true);
    expect(isDemoOrganization({ id: 'x1', demo: true })).toBe(true);
    expect(canGetCollectorToken(demo)).toBe(false);
    expect(canCreateApps(demo)).toBe(false);
    expect(canCreateApps({ id: 'o1', name: 'Own', apps: [], role: 'Admin' })).toBe(true);
  });

  it('selects the current app, else the saved one, else the own organization at its default app, else its first', () => {
    const own = { id: 'o1', name: 'Own', role: 'Owner', apps: [{ id: 'a1', name: 'One' }, { id: 'a2', name: 'Two' }], default_app_id: 'a2' };
    const demo = { id: 'demo', name: 'Demo', demo: true, apps: [{ id: 'd1', name: 'default' }] };
    const orgs = [demo, own];
    expect(selectionAfterLoad(orgs, { orgId: 'demo', appId: 'd1' }, { orgId: 'o1', appId: 'a1' })).toEqual({ orgId: 'demo', appId: 'd1' });
    expect(selectionAfterLoad(orgs, null, { orgId: 'o1', appId: 'a1' })).toEqual({ orgId: 'o1', appId: 'a1' });
    expect(selectionAfterLoad(orgs, null, null)).toEqual({ orgId: 'o1', appId: 'a2' });
    expect(selectionAfterLoad([demo, { ...own, default_app_id: 'gone' }], null, null)).toEqual({ orgId: 'o1', appId: 'a1' });
  });
});
