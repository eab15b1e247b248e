import type { PortalOrganization } from '@/api/portal';
import {
  accountMode,
  findPartner,
  marketplaceToken,
  organizationNameError,
  partnerNotice,
  provisionPath,
  provisionableOrganizations,
} from '@/portal/features/partners/partnerProvisioningRules';
import { PARTNERS } from '../../../support/handlers/partners';

const org = (id: string, overrides: Partial<PortalOrganization> = {}): PortalOrganization => ({ id, name: id, apps: [], ...overrides });

describe('partner provisioning rules', () => {
  it('finds a partner by name, whatever its case', () => {
    expect(findPartner(PARTNERS, 'AWS')?.display_name).toBe('AWS Marketplace');
    expect(findPartner(PARTNERS, 'acme')).toBeUndefined();
  });

  it('takes a marketplace token of 1 to 4096 characters', () => {
    expect(marketplaceToken(' abc ')).toBe('abc');
    expect(marketplaceToken('t'.repeat(4096))).toHaveLength(4096);
    expect(marketplaceToken('t'.repeat(4097))).toBeNull();
    expect(marketplaceToken('  ')).toBeNull();
    expect(marketplaceToken(null)).toBeNull();
  });

  it('offers only own organizations the user administers, never the demo', () => {
    const orgs = [
      org('owner', { role: 'Owner' }),
      org('admin', { role: 'Admin' }),
      org('member', { role: 'Member' }),
      org('reader', { role: 'Read Only' }),
      org('demo', { role: 'Read Only', demo: true }),
      org('unknown-role'),
    ];
    expect(provisionableOrganizations(orgs).map((candidate) => candidate.id)).toEqual(['owner', 'admin', 'unknown-role']);
  });

  it('checks the name of a new organization', () => {
    expect(organizationNameError(' Team ')).toBeNull();
    expect(organizationNameError(' ')).toBe('Enter a name for the new organization.');
    expect(organizationNameError('x'.repeat(101))).toBe('Use at most 100 characters.');
  });

  it('turns the link message into one plain line of at most 200 characters', () => {
    expect(partnerNotice(undefined)).toBeNull();
    expect(partnerNotice(' \u0000\n ')).toBeNull();
    expect(partnerNotice('Hello\u0007\n\tworld ')).toBe('Hello world');
    expect(partnerNotice('é'.repeat(200))).toBe('é'.repeat(200));
    expect(partnerNotice(`${'b'.repeat(198)} ${'c'.repeat(10)}`)).toBe(`${'b'.repeat(198)}…`);
  });

  it('builds provision links that keep the token and choose the account form', () => {
    expect(accountMode('signup')).toBe('signup');
    expect(accountMode('anything')).toBe('signin');
    expect(provisionPath('aws')).toBe('/provision/partners/aws');
    expect(provisionPath('aws', { mode: 'signup', token: 'a b&c' })).toBe('/provision/partners/aws?token=a+b%26c&mode=signup');
  });
});
