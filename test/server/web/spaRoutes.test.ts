import { isAppRoute, looksLikeFile, normalisePath } from '../../../server/src/web/spaRoutes';

describe('the SPA route allowlist', () => {
  it.each([
    '/', '/login', '/wrap', '/wrap/app/a1-b2/workspace/w3', '/public/tok', '/oauth/segment', '/register/partners/p',
    '/register/partners/p/msg', '/features', '/features/anything', '/casestudies', '/casestudies/acme', '/landing/x/y',
  ])('knows %s', (path) => expect(isAppRoute(path)).toBe(true));

  it.each([
    '/wrapx', '/public', '/oauth', '/oauth/a/b', '/register/partners', '/register/partners/p/m/x', '/features/a/b',
    '/price/a/b', '/plugin', '/login/extra', '/wrap/../etc', '/unknown',
  ])('refuses %s', (path) => expect(isAppRoute(path)).toBe(false));

  it('treats a trailing slash as the same route and recognises file names', () => {
    expect(normalisePath('/features/')).toBe('/features');
    expect(normalisePath('/')).toBe('/');
    expect(looksLikeFile('/assets/main.abc.js')).toBe(true);
    expect(looksLikeFile('/favicon.ico')).toBe(true);
    expect(looksLikeFile('/features/api-logs')).toBe(false);
  });
});
