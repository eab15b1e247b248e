import { loadSsoConfig } from '../../../../server/src/auth/sso/ssoConfig';

describe('single sign-on configuration from the environment', () => {
  const acme = { OIDC_PROVIDERS: 'acme, my-idp', OIDC_ACME_ISSUER: 'https://login.acme.example/', OIDC_ACME_CLIENT_ID: 'id', OIDC_ACME_CLIENT_SECRET: 'secret', OIDC_ACME_NAME: 'Acme', OIDC_MY_IDP_ISSUER: 'http://localhost:9000', OIDC_MY_IDP_CLIENT_ID: 'id2', OIDC_MY_IDP_CLIENT_SECRET: 's2' };

  it('is off without OIDC_PROVIDERS', () => {
    expect(loadSsoConfig({})).toEqual({ providers: [], redirectBaseUrl: null });
  });

  it('reads each provider; the name defaults to the id; http only on loopback', () => {
    expect(loadSsoConfig({ ...acme, OIDC_REDIRECT_BASE_URL: 'https://app.example/' })).toEqual({
      providers: [
        { id: 'acme', name: 'Acme', issuer: 'https://login.acme.example', clientId: 'id', clientSecret: 'secret' },
        { id: 'my-idp', name: 'my-idp', issuer: 'http://localhost:9000', clientId: 'id2', clientSecret: 's2' },
      ],
      redirectBaseUrl: 'https://app.example',
    });
  });

  it.each([
    [{ ...acme, OIDC_ACME_ISSUER: '' }, 'OIDC_ACME_ISSUER is required'],
    [{ ...acme, OIDC_ACME_ISSUER: 'http://login.acme.example' }, 'OIDC_ACME_ISSUER must be an https URL'],
    [{ ...acme, OIDC_ACME_ISSUER: 'not a url' }, 'OIDC_ACME_ISSUER must be a URL'],
    [{ ...acme, OIDC_MY_IDP_CLIENT_SECRET: ' ' }, 'OIDC_MY_IDP_CLIENT_SECRET is required'],
    [{ OIDC_PROVIDERS: 'email' }, "'email' is not a valid provider id"],
    [{ OIDC_PROVIDERS: 'Acme_Corp' }, "'acme_corp' is not a valid provider id"],
  ])('stops with a message naming the setting: %#', (env, message) => {
    expect(() => loadSsoConfig(env)).toThrow(message);
  });
});
