import { oauthOutcome, oauthSuccessMessage, parseOAuthFragment, partnerStorageKey } from '@/portal/features/partners/oauthCallbackRules';
import { startPartnerOAuth, takePartnerOAuthState } from '@/api/storedSession';

const RESERVED = ['id_token', 'profile', 'recent_app', 'commentTabOpen', 'showDemoOrg'];

describe('OAuth callback rules', () => {
  it('reads the token, state and error of a fragment', () => {
    expect(parseOAuthFragment('#access_token=abc&token_type=bearer&state=s1')).toEqual({ accessToken: 'abc', state: 's1', error: null });
    expect(parseOAuthFragment('error=access_denied')).toEqual({ accessToken: null, state: null, error: 'access_denied' });
    expect(parseOAuthFragment('#access_token=')).toEqual({ accessToken: null, state: null, error: null });
  });

  it("stores a partner's token under its lower-case name, never under a key of the app's own", () => {
    expect(partnerStorageKey('Segment', RESERVED)).toBe('segment');
    expect(partnerStorageKey('profile', RESERVED)).toBeNull();
    expect(partnerStorageKey('ShowDemoOrg', RESERVED)).toBeNull();
    expect(partnerStorageKey('id_token', RESERVED)).toBeNull();
    expect(partnerStorageKey('hideStartPage-o1-a1', RESERVED)).toBeNull();
    expect(partnerStorageKey('x', RESERVED)).toBeNull();
    expect(partnerStorageKey(undefined, RESERVED)).toBeNull();
  });

  it('accepts a token only with the expected state, or when neither side has one', () => {
    const answer = { accessToken: 'abc', state: 's1', error: null };
    expect(oauthOutcome(answer, 's1', 'kong')).toBe('received');
    expect(oauthOutcome(answer, 's2', 'kong')).toBe('unverified');
    expect(oauthOutcome(answer, null, 'kong')).toBe('unverified');
    expect(oauthOutcome({ ...answer, state: null }, 's1', 'kong')).toBe('unverified');
    expect(oauthOutcome({ ...answer, state: null }, null, 'kong')).toBe('received');
    expect(oauthOutcome({ ...answer, accessToken: null }, 's1', 'kong')).toBe('missing');
    expect(oauthOutcome(answer, 's1', null)).toBe('unknown-partner');
  });

  it('has a success line for Segment only', () => {
    expect(oauthSuccessMessage('segment')).toBe('Segment integration added successfully.');
    expect(oauthSuccessMessage('kong')).toBeNull();
  });

  it('keeps the state an authorization started with until the callback takes it, once', () => {
    const state = startPartnerOAuth('kong');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(startPartnerOAuth('segment')).not.toBe(state);
    expect(takePartnerOAuthState('kong')).toBe(state);
    expect(takePartnerOAuthState('kong')).toBeNull();
    expect(takePartnerOAuthState('segment')).not.toBeNull();
  });
});
