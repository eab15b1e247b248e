import { loadConfig } from '../../../server/src/config';
import { http } from '../support/testServer';
import { signUpWithApp } from '../support/factories';
import { useTestServer } from '../support/useTestServer';
import { useDistServer } from '../web/useDistServer';
import { HASHED_SCRIPT } from '../web/distFixture';

const FEATURES_OFF = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'];

describe('security headers', () => {
  const { server } = useDistServer();
  const get = (path: string, options: Parameters<typeof http>[3] = {}) => http(server.baseUrl, 'GET', path, options);

  it('sends a Permissions-Policy turning off camera, microphone, geolocation, payment and other devices on every kind of answer', async () => {
    for (const path of ['/', '/plugin/zendesk', '/api/portal/organizations', '/collector/v1/config', '/no-such-page', HASHED_SCRIPT, '/health']) {
      const policy = (await get(path)).headers.get('permissions-policy') ?? '';
      for (const feature of FEATURES_OFF) expect({ path, has: policy.split(', ').includes(feature) }).toEqual({ path, has: true });
    }
  });

  it('keeps Strict-Transport-Security off plain HTTP answers', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY, a client cannot claim HTTPS through X-Forwarded-Proto.
    expect((await get('/', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('marks authenticated JSON and every /api answer no-store, and leaves pages and assets cacheable', async () => {
    const user = await signUpWithApp(server.baseUrl);
    const cases: Array<[string, Parameters<typeof http>[3], number, string]> = [
      ['/api/portal/organizations', { token: user.token }, 200, 'no-store'],
      ['/api/portal/organizations', {}, 401, 'no-store'],
      ['/collector/v1/config', { headers: { 'x-moesif-application-id': user.collectorToken } }, 200, 'no-store'],
      ['/api/docs', {}, 200, 'no-store'],
      ['/', {}, 200, 'no-cache'],
      [HASHED_SCRIPT, {}, 200, 'public, max-age=31536000, immutable'],
    ];
    for (const [path, options, status, cache] of cases) {
      const res = await get(path, options);
      expect({ path, status: res.status, cache: res.headers.get('cache-control') }).toEqual({ path, status, cache });
    }
  });
});

describe('Strict-Transport-Security behind a trusted proxy', () => {
  const { server } = useTestServer({ config: { trustProxy: ['127.0.0.1'] } });

  it('is sent when the request reached the proxy over HTTPS, and only then', async () => {
    const https = await http(server.baseUrl, 'GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await http(server.baseUrl, 'GET', '/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('PLUGIN_FRAME_ANCESTORS', () => {
  it('takes space-separated origins, including a wildcard subdomain', () => {
    expect(loadConfig({ PLUGIN_FRAME_ANCESTORS: ' https://acme.zendesk.com  https://*.freshdesk.com ' }).pluginFrameAncestors)
      .toEqual(['https://acme.zendesk.com', 'https://*.freshdesk.com']);
    expect(loadConfig({}).pluginFrameAncestors).toEqual([]);
  });

  it('refuses anything that is not an origin, so the setting cannot rewrite the policy', () => {
    for (const value of ["https://a.com; script-src 'unsafe-inline'", '*', 'https:', "'self'", 'http://evil.example', 'https://a.com/path', 'javascript:alert(1)']) {
      expect(() => loadConfig({ PLUGIN_FRAME_ANCESTORS: value })).toThrow(/PLUGIN_FRAME_ANCESTORS/);
    }
  });
});
