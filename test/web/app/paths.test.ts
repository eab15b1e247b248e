import { destinationAfterLogin, hidesLandingChrome, isBarePath, isFocusMode } from '@/app/paths';

describe('focus mode', () => {
  it('is on when the path contains /landing/', () => {
    expect(isFocusMode('/landing/api-analytics', '')).toBe(true);
    expect(isFocusMode('/partner/landing/x', '')).toBe(true);
  });
  it('is on when the query has landing=win', () => {
    expect(isFocusMode('/', '?landing=win')).toBe(true);
    expect(isFocusMode('/features/api-logs', '?intent=monitor&landing=win')).toBe(true);
  });
  it('is off otherwise', () => {
    expect(isFocusMode('/', '')).toBe(false);
    expect(isFocusMode('/landing', '')).toBe(false);
    expect(isFocusMode('/', '?landing=lose')).toBe(false);
  });
});

describe('bare and chrome-less paths', () => {
  it('renders paths containing "plugin" bare', () => {
    expect(isBarePath('/plugin/desk')).toBe(true);
    expect(isBarePath('/zendesk-plugin')).toBe(true);
    expect(isBarePath('/price')).toBe(false);
  });
  it('hides the landing header and footer under /wrap and /public/', () => {
    expect(hidesLandingChrome('/wrap')).toBe(true);
    expect(hidesLandingChrome('/wrap/app/o-a/dash')).toBe(true);
    expect(hidesLandingChrome('/public/abc123')).toBe(true);
    expect(hidesLandingChrome('/wrapper')).toBe(false);
    expect(hidesLandingChrome('/')).toBe(false);
  });
});

describe('destination after login', () => {
  it('goes to /wrap from marketing pages and the login page', () => {
    expect(destinationAfterLogin('/')).toBe('/wrap');
    expect(destinationAfterLogin('/login')).toBe('/wrap');
    expect(destinationAfterLogin('/features/api-logs')).toBe('/wrap');
  });
  it('stays on wrap, price, provision and register/partner paths', () => {
    expect(destinationAfterLogin('/wrap/subscription')).toBeNull();
    expect(destinationAfterLogin('/price')).toBeNull();
    expect(destinationAfterLogin('/price/growth')).toBeNull();
    expect(destinationAfterLogin('/provision/partners/acme')).toBeNull();
    expect(destinationAfterLogin('/register/partners/acme/welcome')).toBeNull();
  });
  it('does not mistake look-alike paths', () => {
    expect(destinationAfterLogin('/pricey')).toBe('/wrap');
    expect(destinationAfterLogin('/register')).toBe('/wrap');
  });
});
