import { COOKIE_NAMES, readCookie, removeCookie, writeCookie, ssoCookieNames } from '@/api/session';
import {
  clearStoredAuth,
  getIdToken,
  getMfaVerifiedToken,
  getPartnerAppToken,
  getRecentApp,
  getRefreshDate,
  getShowDemoOrg,
  getStoredProfile,
  getUnexpiredIdToken,
  hasStoredSession,
  isCommentTabOpen,
  isStartPageHidden,
  saveIdToken,
  saveMfaVerifiedToken,
  savePartnerAppToken,
  saveRecentApp,
  saveRefreshDate,
  saveStoredProfile,
  setCommentTabOpen,
  setShowDemoOrg,
  setStartPageHidden,
} from '@/api/storedSession';
import { resetErrorReporting, setErrorReporter } from '@/lib/errorReporting';
import { makeIdToken, makeProfile } from '../support/factories';

const stored = (key: string) => window.localStorage.getItem(key);

describe('local storage keys', () => {
  it('keeps the identity token under id_token and tells expired from unexpired', () => {
    const fresh = makeIdToken(60);
    saveIdToken(fresh);
    expect(stored('id_token')).toBe(fresh);
    expect(getIdToken()).toBe(fresh);
    expect(getUnexpiredIdToken()).toBe(fresh);
    expect(hasStoredSession()).toBe(true);

    saveIdToken(makeIdToken(-5));
    expect(getIdToken()).not.toBeNull();
    expect(getUnexpiredIdToken()).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });

  it('keeps the profile as JSON under profile', () => {
    const profile = makeProfile({ email: 'grace@example.com' });
    saveStoredProfile(profile);
    expect(JSON.parse(stored('profile') ?? '')).toEqual(profile);
    expect(getStoredProfile()).toEqual(profile);
  });

  it('keeps the last org and app under recent_app as {orgId, appId}', () => {
    saveRecentApp({ orgId: 'o1', appId: 'a1' });
    expect(JSON.parse(stored('recent_app') ?? '')).toEqual({ orgId: 'o1', appId: 'a1' });
    expect(getRecentApp()).toEqual({ orgId: 'o1', appId: 'a1' });
  });

  it('keeps the last token refresh time under refresh_date', () => {
    saveRefreshDate(1_700_000_000_000);
    expect(stored('refresh_date')).toBe('1700000000000');
    expect(getRefreshDate()).toBe(1_700_000_000_000);
    window.localStorage.setItem('refresh_date', 'yesterday');
    expect(getRefreshDate()).toBeNull();
  });

  it('keeps the MFA proof under mfa_verified_token', () => {
    saveMfaVerifiedToken('mfa-1');
    expect(stored('mfa_verified_token')).toBe('mfa-1');
    expect(getMfaVerifiedToken()).toBe('mfa-1');
  });

  it('keeps one hide-startpage flag per org and app', () => {
    setStartPageHidden('o1', 'a1', true);
    expect(isStartPageHidden('o1', 'a1')).toBe(true);
    expect(isStartPageHidden('o1', 'a2')).toBe(false);
    expect(stored('hideStartPage-o1-a1')).toBe('true');
    setStartPageHidden('o1', 'a1', false);
    expect(isStartPageHidden('o1', 'a1')).toBe(false);
  });

  it('keeps commentTabOpen and showDemoOrg flags', () => {
    expect(isCommentTabOpen()).toBe(false);
    expect(getShowDemoOrg()).toBeNull();
    setCommentTabOpen(true);
    setShowDemoOrg(false);
    expect(stored('commentTabOpen')).toBe('true');
    expect(stored('showDemoOrg')).toBe('false');
    expect(isCommentTabOpen()).toBe(true);
    expect(getShowDemoOrg()).toBe(false);
  });

  it("keeps a partner's app token under the partner's name and finds it through the profile", () => {
    savePartnerAppToken('azure', 'partner-token');
    expect(getPartnerAppToken()).toBeNull();
    saveStoredProfile(makeProfile({ app_metadata: { partner_name: 'azure' } }));
    expect(stored('azure')).toBe('partner-token');
    expect(getPartnerAppToken()).toBe('partner-token');
  });
});

describe('cookies', () => {
  it.each(Object.values(COOKIE_NAMES))('reads, writes and removes %s on path /', (name) => {
    writeCookie(name, 'value-1');
    expect(document.cookie).toContain(`${name}=value-1`);
    expect(readCookie(name)).toBe('value-1');
    removeCookie(name);
    expect(readCookie(name)).toBeNull();
  });

  it('uses the documented cookie names', () => {
    expect(Object.values(COOKIE_NAMES).sort()).toEqual(
      ['mo-geo-country', 'mo-intent', 'mo-temp-app-id', 'mo-temp-id-token', 'mo-temp-org-id'].sort(),
    );
  });

  it('lists sso_* cookies', () => {
    document.cookie = 'sso_state=abc; path=/';
    document.cookie = 'sso_nonce=def; path=/';
    document.cookie = 'other=1; path=/';
    expect(ssoCookieNames().sort()).toEqual(['sso_nonce', 'sso_state']);
  });
});

describe('clearStoredAuth', () => {
  it('forgets the session and sso_* cookies but keeps preferences', () => {
    saveIdToken(makeIdToken());
    saveStoredProfile(makeProfile({ app_metadata: { partner_name: 'azure' } }));
    savePartnerAppToken('azure', 'partner-token');
    saveRefreshDate(1);
    saveMfaVerifiedToken('mfa');
    saveRecentApp({ orgId: 'o1', appId: 'a1' });
    setShowDemoOrg(true);
    writeCookie(COOKIE_NAMES.tempIdToken, 't');
    writeCookie(COOKIE_NAMES.intent, 'monitor');
    document.cookie = 'sso_state=abc; path=/';

    clearStoredAuth();

    ['id_token', 'profile', 'azure', 'refresh_date', 'mfa_verified_token'].forEach((key) => expect(stored(key)).toBeNull());
    expect(ssoCookieNames()).toEqual([]);
    expect(readCookie(COOKIE_NAMES.tempIdToken)).toBeNull();
    expect(getRecentApp()).toEqual({ orgId: 'o1', appId: 'a1' });
    expect(getShowDemoOrg()).toBe(true);
    expect(readCookie(COOKIE_NAMES.intent)).toBe('monitor');
  });
});

describe('storage failures', () => {
  const reporter = jest.fn();
  beforeEach(() => {
    reporter.mockReset();
    setErrorReporter(reporter);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetErrorReporting();
  });

  it('reports a storage that throws and answers null', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError: storage disabled');
    });
    expect(getIdToken()).toBeNull();
    expect(getStoredProfile()).toBeNull();
    expect(reporter).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ key: 'id_token' }));
  });

  it('reports a full storage and answers false', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(saveIdToken('t')).toBe(false);
    expect(reporter).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ operation: 'write' }));
  });

  it('reports malformed JSON and answers null', () => {
    window.localStorage.setItem('recent_app', '{not json');
    expect(getRecentApp()).toBeNull();
    expect(reporter).toHaveBeenCalledWith(expect.any(SyntaxError), expect.objectContaining({ key: 'recent_app' }));
  });
});
