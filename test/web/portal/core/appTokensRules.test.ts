import { DEMO_NO_TOKEN_REASON, appTokenKey, collectorTokenDeniedReason } from '@/portal/core/appTokensRules';

describe('app token rules', () => {
  it('keys tokens by org, app and kind', () => {
    expect(appTokenKey('o1', 'a1', 'collector')).toBe('o1/a1/collector');
    expect(appTokenKey('o1', 'a2', 'collector')).not.toBe(appTokenKey('o1', 'a1', 'collector'));
  });

  it('never gives the demo organization a token, whatever the role, and says why', () => {
    expect(collectorTokenDeniedReason({ id: 'demo', name: 'Demo', role: 'Owner' })).toBe(DEMO_NO_TOKEN_REASON);
    expect(collectorTokenDeniedReason({ id: 'x1', name: 'Demo', demo: true })).toBe(DEMO_NO_TOKEN_REASON);
    expect(DEMO_NO_TOKEN_REASON).toMatch(/read-only/);
  });

  it('gives no token to Read Only members, and any other member a token', () => {
    expect(collectorTokenDeniedReason({ id: 'o1', name: 'Ada Industries', role: 'Read Only' })).toBe(
      'Your role in Ada Industries is Read Only, and only members who can write may get a collector token. Ask an owner or admin of Ada Industries for one.',
    );
    expect(collectorTokenDeniedReason({ id: 'o1', name: 'Ada Industries', role: 'Member' })).toBeNull();
    expect(collectorTokenDeniedReason({ id: 'o1', name: 'Ada Industries' })).toBeNull();
  });
});
