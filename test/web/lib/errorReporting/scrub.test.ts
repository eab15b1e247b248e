import { FILTERED, scrubBreadcrumb, scrubEvent, scrubString } from '@/lib/errorReporting/scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJlbWFpbHwxMjMifQ.c2lnbmF0dXJlLXZhbHVl';

describe('scrubString', () => {
  it('removes JWT-looking strings anywhere in text', () => {
    expect(scrubString(`token was ${JWT} ok`)).toBe(`token was ${FILTERED} ok`);
  });

  it('removes bearer credentials and token query parameters', () => {
    expect(scrubString('Authorization: Bearer abc.def-123')).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubString('GET /cb?id_token=abc123&x=1')).toBe(`GET /cb?id_token=${FILTERED}&x=1`);
  });

  it('drops the fragment of URLs inside text', () => {
    expect(scrubString('failed at https://app.apiscope.dev/oauth/segment#access_token=secret&state=1 now')).toBe(
      'failed at https://app.apiscope.dev/oauth/segment now',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(scrubString('Cannot read properties of undefined (reading "apps")')).toBe(
      'Cannot read properties of undefined (reading "apps")',
    );
  });
});

describe('scrubEvent (beforeSend)', () => {
  const event = {
    message: `Request failed with ${JWT}`,
    request: {
      url: 'https://www.apiscope.dev/oauth/segment#access_token=secret',
      headers: { Authorization: `Bearer ${JWT}`, Accept: 'application/json', Cookie: 'mo-temp-id-token=x' },
      cookies: { sso_state: 'x' },
    },
    extra: { id_token: JWT, storageKey: 'id_token', nested: [{ ID_TOKEN: 'abc', note: 'fine' }] },
    exception: { values: [{ type: 'Error', value: `bad token ${JWT}` }] },
  };

  it('removes id_token values, Authorization headers, cookies, JWTs and URL fragments', () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed.message).toBe(`Request failed with ${FILTERED}`);
    expect(scrubbed.request.url).toBe('https://www.apiscope.dev/oauth/segment');
    expect(scrubbed.request.headers).toEqual({ Authorization: FILTERED, Accept: 'application/json', Cookie: FILTERED });
    expect(scrubbed.request.cookies).toBe(FILTERED);
    expect(scrubbed.extra.id_token).toBe(FILTERED);
    expect(scrubbed.extra.storageKey).toBe('id_token');
    expect(scrubbed.extra.nested).toEqual([{ ID_TOKEN: FILTERED, note: 'fine' }]);
    expect(scrubbed.exception.values[0].value).toBe(`bad token ${FILTERED}`);
    expect(JSON.stringify(scrubbed)).not.toContain('secret');
    expect(JSON.stringify(scrubbed)).not.toContain('eyJ');
  });

  it('does not modify its input', () => {
    const before = JSON.stringify(event);
    scrubEvent(event);
    expect(JSON.stringify(event)).toBe(before);
  });
});

describe('scrubBreadcrumb (beforeBreadcrumb)', () => {
  it('drops fragments of relative and absolute navigation URLs', () => {
    const crumb = { category: 'navigation', data: { from: '/oauth/segment#access_token=abc', to: '/wrap#x' } };
    expect(scrubBreadcrumb(crumb).data).toEqual({ from: '/oauth/segment', to: '/wrap' });
  });

  it('scrubs fetch breadcrumbs and console messages', () => {
    const fetchCrumb = { category: 'fetch', data: { url: `/api/portal?token=abc#frag`, method: 'GET', status_code: 401 } };
    expect(scrubBreadcrumb(fetchCrumb).data).toEqual({ url: `/api/portal?token=${FILTERED}`, method: 'GET', status_code: 401 });
    const consoleCrumb = { category: 'console', message: `stored ${JWT}` };
    expect(scrubBreadcrumb(consoleCrumb).message).toBe(`stored ${FILTERED}`);
  });
});
