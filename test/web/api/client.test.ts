import { http, HttpResponse } from 'msw';
import { apiClient, collectorBaseUrl } from '@/api/client';
import { server } from '../support/mswServer';
import { createRequestLog } from '../support/apiRecorder';
import { makeIdToken, makeProfile } from '../support/factories';

function answerEverything() {
  const log = createRequestLog();
  server.use(
    http.all('*', async ({ request }) => {
      await log.record(request);
      return HttpResponse.json({ ok: true });
    }),
  );
  return log;
}

describe('request URLs', () => {
  it('prefixes non-absolute paths with /api', async () => {
    const log = answerEverything();
    const result = await apiClient.get('/portal/organizations');
    expect(log.requests[0].url.pathname).toBe('/api/portal/organizations');
    expect(result.path).toBe('/api/portal/organizations');
  });

  it('adds the leading slash a path forgot', async () => {
    const log = answerEverything();
    await apiClient.get('management/users');
    expect(log.requests[0].url.pathname).toBe('/api/management/users');
  });

  it('leaves absolute URLs alone', async () => {
    const log = answerEverything();
    await apiClient.get('https://status.example.com/api/v2/summary.json');
    expect(log.requests[0].url.href).toBe('https://status.example.com/api/v2/summary.json');
  });

  it.each([
    ['/api/portal', '/portal/x', '/api/portal/x'],
    ['/api/portal/', '/portal/x', '/api/portal/x'],
    ['/api/search', '/search/o1/count/events', '/api/search/o1/count/events'],
    ['https://eu.example.com/api/search', '/search/o1/users', 'https://eu.example.com/api/search/o1/users'],
    ['/api/portal', '/portalx/y', '/api/portal/portalx/y'],
    ['/api/alerting', '/o1-a1/channels', '/api/alerting/o1-a1/channels'],
  ])('with base %s, path %s goes to %s (no doubled segment, no /api prefix)', async (baseURL, path, expected) => {
    const log = answerEverything();
    await apiClient.get(path, { baseURL });
    expect(log.requests[0].url.href).toBe(new URL(expected, window.location.origin).href);
  });
});

describe('request contents', () => {
  it('serialises params with qs and skips null and false values', async () => {
    const log = answerEverything();
    await apiClient.get('/portal/o1/workspaces', {
      params: { take: 100, app_id: 'a1', type: null, access: false, publishable: true, tags: ['x', 'y'], zero: 0 },
    });
    const { searchParams } = log.requests[0].url;
    expect(searchParams.get('take')).toBe('100');
    expect(searchParams.get('app_id')).toBe('a1');
    expect(searchParams.get('publishable')).toBe('true');
    expect(searchParams.get('zero')).toBe('0');
    expect(searchParams.get('tags[0]')).toBe('x');
    expect(searchParams.has('type')).toBe(false);
    expect(searchParams.has('access')).toBe(false);
  });

  it('sends data as a JSON body with a JSON content type', async () => {
    const log = answerEverything();
    await apiClient.post('/portal/o1/apps', { data: { name: 'Payments API' } });
    expect(log.requests[0].method).toBe('POST');
    expect(log.requests[0].headers.get('content-type')).toMatch(/^application\/json/);
    expect(log.requests[0].body).toEqual({ name: 'Payments API' });
  });

  it('sends a different random x-request-id with each call', async () => {
    const log = answerEverything();
    await apiClient.get('/a');
    await apiClient.put('/b', { data: {} });
    const [first, second] = log.requests.map((r) => r.headers.get('x-request-id'));
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first).not.toBe(second);
  });

  it('supports every method', async () => {
    const log = answerEverything();
    await apiClient.get('/m');
    await apiClient.post('/m');
    await apiClient.put('/m');
    await apiClient.patch('/m');
    await apiClient.delete('/m');
    expect(log.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  });

  it('passes extra headers', async () => {
    const log = answerEverything();
    await apiClient.get('/h', { headers: { 'x-app-id': 'a1' } });
    expect(log.requests[0].headers.get('x-app-id')).toBe('a1');
  });
});

describe('Authorization', () => {
  const authorizationOf = async (options = {}) => {
    const log = answerEverything();
    await apiClient.get('/who', options);
    return log.requests[0].headers.get('authorization');
  };

  const storePartner = (token: string) => {
    window.localStorage.setItem('profile', JSON.stringify(makeProfile({ app_metadata: { partner_name: 'azure' } })));
    window.localStorage.setItem('azure', token);
  };

  it('sends no Authorization header without any token', async () => {
    expect(await authorizationOf()).toBeNull();
  });

  it('prefers an explicit token over the stored ones', async () => {
    window.localStorage.setItem('id_token', makeIdToken(3600));
    storePartner('partner-token');
    expect(await authorizationOf({ token: 'explicit-token' })).toBe('Bearer explicit-token');
  });

  it('uses the stored id_token while it has not expired', async () => {
    const token = makeIdToken(60);
    window.localStorage.setItem('id_token', token);
    storePartner('partner-token');
    expect(await authorizationOf()).toBe(`Bearer ${token}`);
  });

  it('falls back to the partner app token once the id_token expired (exp seconds * 1000 < now)', async () => {
    window.localStorage.setItem('id_token', makeIdToken(-1));
    storePartner('partner-token');
    expect(await authorizationOf()).toBe('Bearer partner-token');
  });

  it('compares the expiry with the current time', async () => {
    const token = makeIdToken(120);
    window.localStorage.setItem('id_token', token);
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 121_000);
    try {
      expect(await authorizationOf()).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('ignores a stored token that is not a JWT', async () => {
    window.localStorage.setItem('id_token', 'not-a-jwt');
    expect(await authorizationOf()).toBeNull();
  });
});

describe('results', () => {
  it('answers {path, response} with body and lower-case headers for a status below 400', async () => {
    server.use(http.get('/api/ok', () => HttpResponse.json({ id: 1 }, { status: 201, headers: { 'X-Build-Version': '7' } })));
    const result = await apiClient.get('/ok');
    expect(result.error).toBeUndefined();
    expect(result.response).toMatchObject({ status: 201, data: { id: 1 } });
    expect(result.response?.headers['x-build-version']).toBe('7');
  });

  it('answers a plain error with status, code and body for a status of 400 or more', async () => {
    server.use(http.get('/api/gone', () => HttpResponse.json({ message: 'expired', code: '108' }, { status: 401 })));
    const result = await apiClient.get('/gone', { silent: true });
    expect(result.error).toEqual(
      expect.objectContaining({ status: 401, code: '108', data: { message: 'expired', code: '108' }, silent: true }),
    );
    expect(result.error).not.toBeInstanceOf(Error);
  });

  it('answers status 0 with a message when the network fails', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    const result = await apiClient.get('/down');
    expect(result.response).toBeUndefined();
    expect(result.error).toMatchObject({ status: 0, message: expect.any(String) });
  });

  it('gives each request a 30 s time-out', async () => {
    answerEverything();
    const timeoutSetter = jest.spyOn(XMLHttpRequest.prototype, 'timeout', 'set');
    try {
      await apiClient.get('/slow');
      expect(timeoutSetter).toHaveBeenCalledWith(30_000);
    } finally {
      timeoutSetter.mockRestore();
    }
  });
});

describe('collectorBaseUrl', () => {
  const configured = process.env.COLLECTOR_URL;
  afterEach(() => {
    process.env.COLLECTOR_URL = configured;
  });

  it('replaces /api/search in the search API URL with /collector', () => {
    expect(collectorBaseUrl('https://app.apiscope.dev/api/search')).toBe('https://app.apiscope.dev/collector');
  });

  it('defaults to this origin', () => {
    expect(collectorBaseUrl()).toBe(`${window.location.origin}/collector`);
  });

  it('otherwise uses the configured collector URL plus /v1', () => {
    process.env.COLLECTOR_URL = 'https://collector.apiscope.dev/';
    expect(collectorBaseUrl('https://search.apiscope.dev/v2')).toBe('https://collector.apiscope.dev/v1');
  });
});
