import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from '../collector/wireEvents';

/**
 * Item 1 of the server hardening issue: a search request can neither reach Object.prototype (the server runs in this
 * process, so a pollution would show here) nor make the compiler throw a TypeError (500) through inherited names.
 */
describe('search API: prototype safety', () => {
  let server: TestServer;
  let user: SignedUpUserWithApp;
  // Restored after the suite in case a regression deletes it, so that later suites in this worker still run.
  const hasOwnProperty = Object.prototype.hasOwnProperty;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUpWithApp(server.baseUrl);
    const events = [apiEvent({}, 0), apiEvent({}, 1), apiEvent({}, 2)];
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: events, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    if (Object.prototype.hasOwnProperty !== hasOwnProperty) {
      Object.defineProperty(Object.prototype, 'hasOwnProperty', { value: hasOwnProperty, writable: true, configurable: true, enumerable: false });
    }
    await server.close();
  });

  const search = (body: unknown, path = 'search/events') =>
    http(server.baseUrl, 'POST', `/api/search/${user.orgId}/${path}?app_id=${user.appId}&from=-1d&to=now`, { token: user.token, body });
  const pristine = () => {
    expect(Object.prototype.hasOwnProperty).toBe(hasOwnProperty);
    expect(typeof ({} as Record<string, unknown>).hasOwnProperty).toBe('function');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  };

  it('refuses _source includes/excludes through __proto__, prototype or constructor, and changes no prototype', async () => {
    for (const source of [
      { excludes: ['__proto__.hasOwnProperty'] },
      { excludes: ['request.__proto__.toString'] },
      { includes: ['constructor.prototype.polluted'] },
      { includes: ['__proto__'] },
      ['metadata.constructor'],
      'prototype',
    ]) {
      const res = await search({ _source: source, size: 3 });
      expect({ source, status: res.status }).toEqual({ source, status: 400 });
      expect(res.body.message).toMatch(/is not allowed: __proto__, prototype and constructor cannot be used in a path/);
      pristine();
    }
    const ok = await search({ _source: { excludes: ['request.headers', 'response'] }, size: 3 });
    expect(ok.status).toBe(201);
    expect(ok.body.hits.hits).toHaveLength(3);
    expect(ok.body.hits.hits[0]._source.response).toBeUndefined();
    pristine();
  });

  it('answers 400, not 500, for inherited names used as fields, options or values', async () => {
    const cases: unknown[] = [
      { query: { term: { toString: 'x' } } },
      { query: { term: { hasOwnProperty: 'x' } } },
      { query: { exists: { field: 'valueOf' } } },
      { query: { term: { 'metadata.__proto__.x': 'x' } } },
      { query: { term: { 'request.headers.constructor': 'x' } } },
      { query: { range: { duration_ms: { constructor: 1 } } } },
      { query: { range: { duration_ms: { toString: 1 } } } },
      { query: { ids: { values: [{ toString: 1 }] } } },
      { query: { prefix: { user_id: { value: { toString: 'x' } } } } },
      { sort: ['constructor'] },
      { sort: [{ toString: 'asc' }] },
      { size: { toString: 1 } },
      { aggs: { a: { terms: { field: 'valueOf' } } } },
      { aggs: { a: { terms: { field: 'user_id', missing: { toString: 1 } } } } },
      { aggs: { a: { date_histogram: { field: 'request.time', calendar_interval: 'constructor' } } } },
      { aggs: { a: { date_histogram: { field: 'request.time', interval: 'toString' } } } },
      { aggs: { a: { sum: { field: 'isPrototypeOf' } } } },
    ];
    for (const body of cases) {
      const res = await search(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
    pristine();
  });

  it.each(['null', '0', '[]', '"match_all"', 'true', '[{"query":{}}]'])('answers 400 for the search body %s (it is not a JSON object)', async (raw) => {
    for (const path of ['search/events', 'count/events', 'search/users', 'count/companies']) {
      const res = await search(raw, path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
  });

  it('still answers an empty object as match_all', async () => {
    const res = await search({}, 'count/events');
    expect(res.status).toBe(201);
    expect(res.body.hits.total).toBe(3);
  });

  it('keeps aggregation and filters names that are inherited property names as plain keys', async () => {
    const res = await search({
      size: 0,
      aggs: {
        constructor: { value_count: { field: 'user_id' } },
        toString: { terms: { field: 'user_id' }, aggs: { valueOf: { filters: { filters: { hasOwnProperty: { match_all: {} } } } } } },
        keyed: { filters: { filters: { isPrototypeOf: { match_all: {} }, propertyIsEnumerable: { match_none: {} } } } },
      },
    }, 'count/events');
    expect(res.status).toBe(201);
    const aggs = res.body.aggregations;
    expect(aggs.constructor).toEqual({ value: 3 });
    expect(aggs.toString.buckets[0].valueOf.buckets).toEqual({ hasOwnProperty: { doc_count: 3 } });
    expect(aggs.keyed.buckets).toEqual({ isPrototypeOf: { doc_count: 3 }, propertyIsEnumerable: { doc_count: 0 } });
    pristine();
  });
});
