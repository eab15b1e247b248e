import { canManageMembers, inviteLinkUrl, isDemotion, memberName, pageAfterRemoval, pageCount, validateInvite } from '@/portal/features/orgUsers/orgUsersRules';

const ROLES = ['Owner', 'Admin', 'Member', 'Read Only'];

describe('team rules', () => {
  it('validate the invite form', () => {
    expect(validateInvite({ email: '', role: '', onboardingRole: '' }, ROLES)).toEqual({ email: 'Enter the email address to invite.', role: 'Choose a role.' });
    expect(validateInvite({ email: 'a@b', role: 'God', onboardingRole: 'x'.repeat(101) }, ROLES)).toEqual({
      email: 'Enter a valid email address, like name@company.com.', role: 'Choose one of the listed roles.', onboardingRole: 'Use at most 100 characters.',
    });
    expect(validateInvite({ email: ' linus@example.com ', role: 'Member', onboardingRole: '' }, ROLES)).toEqual({});
  });

  it('order roles as the server lists them', () => {
    expect(isDemotion('Owner', 'Member', ROLES)).toBe(true);
    expect(isDemotion('Member', 'Admin', ROLES)).toBe(false);
    expect(isDemotion('Admin', 'Admin', ROLES)).toBe(false);
    expect(isDemotion('Admin', 'Custom', ROLES)).toBe(true);
  });

  it('let Owners and Admins of real organizations manage members', () => {
    expect(canManageMembers('Owner', false)).toBe(true);
    expect(canManageMembers('Admin', false)).toBe(true);
    expect(canManageMembers('Member', false)).toBe(false);
    expect(canManageMembers('Owner', true)).toBe(false);
    expect(canManageMembers(undefined, false)).toBe(false);
  });

  it('count pages, build links on this site and name members', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(inviteLinkUrl('/invite/abc', 'http://localhost:8080')).toBe('http://localhost:8080/invite/abc');
    expect(memberName({ name: ' ', email: 'grace@example.com' })).toBe('grace');
    expect(memberName({ name: 'Grace', email: 'grace@example.com' })).toBe('Grace');
  });

  it('step back a page when a removal empties the page on screen', () => {
    expect(pageAfterRemoval(3, 1)).toBe(2);
    expect(pageAfterRemoval(3, 2)).toBe(3);
    expect(pageAfterRemoval(1, 1)).toBe(1);
  });
});
