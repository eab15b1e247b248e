import { canCreateApps, canGetCollectorToken, isDemoOrganization, validateAppName } from '@/portal/core/organizationsRules';

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
});
