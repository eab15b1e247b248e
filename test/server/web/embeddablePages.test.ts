import { http } from '../support/testServer';
import { useDistServer } from './useDistServer';

function frameAncestors(headers: Headers): string | undefined {
  const csp = headers.get('content-security-policy') ?? '';
  return csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors'));
}

const HELP_DESKS = ['https://acme.zendesk.com', 'https://*.freshdesk.com'];

describe('framing: the /plugin/ pages are embeddable by the configured help desks only', () => {
  const { server } = useDistServer({ config: { pluginFrameAncestors: HELP_DESKS } });

  it('lets the configured origins, and no others, frame the HTML of a /plugin/ page, without X-Frame-Options', async () => {
    for (const path of ['/plugin/zendesk', '/plugin/zendesk/ticket?user_id=42']) {
      const res = await http(server.baseUrl, 'GET', path);
      expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({ path, status: 200, type: 'text/html; charset=utf-8' });
      expect(frameAncestors(res.headers)).toBe('frame-ancestors https://acme.zendesk.com https://*.freshdesk.com');
      expect(res.headers.get('x-frame-options')).toBeNull();
      // The rest of the policy is unchanged.
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it("keeps frame-ancestors 'none' and X-Frame-Options: DENY for every other page and for non-HTML answers", async () => {
    const cases = [
      { path: '/', type: 'text/html' },
      { path: '/login', type: 'text/html' },
      { path: '/pluginx', type: 'text/html' },
      { path: '/no-such-page', type: 'text/html' },
      { path: '/plugin/missing.js', type: 'text/plain' },
      { path: '/api/plugin/zendesk', type: 'application/json' },
      { path: '/health', type: 'application/json' },
    ];
    for (const { path, type } of cases) {
      const res = await http(server.baseUrl, 'GET', path);
      expect({ path, type: (res.headers.get('content-type') ?? '').split(';')[0] }).toEqual({ path, type });
      expect({ path, frame: frameAncestors(res.headers) }).toEqual({ path, frame: "frame-ancestors 'none'" });
      expect({ path, xfo: res.headers.get('x-frame-options') }).toEqual({ path, xfo: 'DENY' });
    }
  });
});

describe('framing without PLUGIN_FRAME_ANCESTORS', () => {
  const { server } = useDistServer();

  it('lets no site frame the /plugin/ pages', async () => {
    const res = await http(server.baseUrl, 'GET', '/plugin/zendesk');
    expect(res.status).toBe(200);
    expect(frameAncestors(res.headers)).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
