import { hasOrgPermissions, isInternalAccount, isSingleSignOn, signInProvider } from '@/app/session/profileRules';
import { checkBrowserSupport, isUnsupportedBrowser } from '@/app/notifications/browserSupport';
import { setupStore } from '@/app/store/store';
import { makeProfile } from '../../support/factories';

describe('account rules', () => {
  it('reads the sign-in provider before the first "|"', () => {
    expect(signInProvider('email|abc')).toBe('email');
    expect(signInProvider('samlp|acme|u1')).toBe('samlp');
    expect(signInProvider('abc')).toBeNull();
    expect(signInProvider(undefined)).toBeNull();
  });

  it('treats every provider but e-mail/password as single sign-on', () => {
    expect(isSingleSignOn(makeProfile({ user_id: 'email|1' }))).toBe(false);
    expect(isSingleSignOn(makeProfile({ user_id: 'oidc-okta|1' }))).toBe(true);
    expect(isSingleSignOn(null)).toBe(false);
  });

  it('sets has_org_permissions from app_metadata.permissions', () => {
    expect(hasOrgPermissions(makeProfile({ app_metadata: { permissions: ['admin'] } }))).toBe(true);
    expect(hasOrgPermissions(makeProfile({ app_metadata: { permissions: { o1: 'admin' } } }))).toBe(true);
    expect(hasOrgPermissions(makeProfile({ app_metadata: { permissions: [] } }))).toBe(false);
    expect(hasOrgPermissions(null)).toBe(false);
  });

  it("recognises the company's own accounts", () => {
    expect(isInternalAccount('dev@apiscope.dev')).toBe(true);
    expect(isInternalAccount('Dev@EU.Apiscope.dev')).toBe(true);
    expect(isInternalAccount('dev@apiscope.dev.example.com')).toBe(false);
    expect(isInternalAccount('dev@notapiscope.dev')).toBe(false);
    expect(isInternalAccount(null)).toBe(false);
  });
});

describe('browser support warning', () => {
  const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
  const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
  const LEGACY_EDGE =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041';
  const CHROMIUM_EDGE =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

  it.each([IE11, IE10, LEGACY_EDGE])('flags %s', (agent) => expect(isUnsupportedBrowser(agent)).toBe(true));
  it.each([CHROMIUM_EDGE, FIREFOX])('accepts %s', (agent) => expect(isUnsupportedBrowser(agent)).toBe(false));

  it('warns top centre for 10 s in an unsupported browser only', () => {
    const store = setupStore();
    expect(store.dispatch(checkBrowserSupport(FIREFOX))).toBe(false);
    expect(store.getState().notifications.items).toHaveLength(0);
    expect(store.dispatch(checkBrowserSupport(IE11))).toBe(true);
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({
        kind: 'warning',
        position: 'top-center',
        durationMs: 10_000,
        message: expect.stringMatching(/not supported.*rendering errors.*Chrome, Firefox and Safari/),
      }),
    ]);
  });
});
