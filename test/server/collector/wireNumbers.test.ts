import { randomUUID } from 'node:crypto';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';
import { apiEvent } from './wireEvents';

/** An event's JSON text with one value replaced by raw JSON text (for numbers JSON.stringify cannot write, e.g. 1e400). */
function withRaw(event: Record<string, unknown>, marker: string, raw: string): string {
  return JSON.stringify(event).replace(`"${marker}"`, raw);
}

describe('collector: numbers and shapes at the edge', () => {
  const { server, user, postCollector: post } = useServerWithApp({ collectorHeaders: { 'content-type': 'application/json' } });

  const stored = async (userId: string) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/count/events?app_id=${user.appId}&from=-40d&to=now`, {
      token: user.token, body: { query: { term: { user_id: userId } } },
    });
    return res.body.hits.total as number;
  };
  const eventWith = (response: Record<string, unknown>) => {
    const event = apiEvent();
    return { ...event, response: { ...(event.response as Record<string, unknown>), ...response } };
  };

  it.each([
    ['2^53+1', '9007199254740993'],
    ['1e308', '1e308'],
    ['1e400 (parses to Infinity)', '1e400'],
    ['a fraction', '200.5'],
    ['a negative number', '-200'],
    ['99', '99'],
    ['600', '600'],
    ['text', '"OK"'],
  ])('refuses response.status %s with 400 naming the field', async (_label, raw) => {
    const res = await post('/events', withRaw(eventWith({ status: 'STATUS' }), 'STATUS', raw));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid event: response.status must be a whole number from 100 to 599' });
  });

  it.each([
    ['-1e308', '-1e308', 'must be a time between the years 0001 and 9999'],
    ['1e400', '1e400', 'must be a time between the years 0001 and 9999'],
    ['year 10000', '"+010000-01-01T00:00:00Z"', 'must be a time between the years 0001 and 9999'],
    ['text', '"last tuesday"', 'must be an ISO 8601 time or epoch milliseconds'],
  ])('refuses request.time %s with 400 naming the field', async (_label, raw, reason) => {
    const event = apiEvent();
    const res = await post('/events', withRaw({ ...event, request: { ...(event.request as Record<string, unknown>), time: 'TIME' } }, 'TIME', raw));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Invalid event: request.time ${reason}`);
  });

  it('refuses a response more than 24 days after its request (duration_ms is a 32-bit column)', async () => {
    const res = await post('/events', eventWith({ time: '9999-01-01T00:00:00Z' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid event: response.time is more than 24 days after request.time');
  });

  it.each([['0'], ['0.5'], ['-3'], ['1e400'], ['1000001'], ['"heavy"']])('refuses weight %s', async (raw) => {
    const res = await post('/events', withRaw(apiEvent({ weight: 'WEIGHT' }), 'WEIGHT', raw));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid event: weight must be a whole number from 1 to 1000000');
  });

  it('refuses a whole batch naming the index and field of the bad event, and stores none of it', async () => {
    const tag = `batch-${randomUUID()}`;
    const body = `[${JSON.stringify(apiEvent({ user_id: tag }))},${withRaw(apiEvent({ user_id: tag, weight: 'W' }), 'W', '1e400')}]`;
    const res = await post('/events/batch', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid event at index 1: weight must be a whole number from 1 to 1000000');
    expect(await stored(tag)).toBe(0);
  });

  it('accepts what SDKs send: a status as decimal text, and 0 (a browser call that got no answer) as no status', async () => {
    const tag = `ok-${randomUUID()}`;
    const res = await post('/events/batch', [{ ...eventWith({ status: '404' }), user_id: tag }, { ...eventWith({ status: 0 }), user_id: tag }]);
    expect(res.status).toBe(201);
    expect(res.body.accepted).toBe(2);
    const hits = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?app_id=${user.appId}&from=-1d&to=now`, {
      token: user.token, body: { query: { term: { user_id: tag } }, _source: ['response.status'] },
    });
    const statuses = (hits.body.hits.hits as Array<{ _source: { response?: { status?: number } } }>).map((h) => h._source.response?.status ?? null);
    expect(statuses.sort()).toEqual([404, null]);
  });

  it('refuses out-of-range times on users, companies, subscriptions and actions, naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['/users', '{"user_id":"u","modified_time":1e308}', 'Invalid user: modified_time must be a time between the years 0001 and 9999'],
      ['/companies/batch', '[{"company_id":"c"},{"company_id":"d","modified_time":"+020000-01-01T00:00:00Z"}]', 'Invalid company at index 1: modified_time must be a time between the years 0001 and 9999'],
      ['/subscriptions', '{"subscription_id":"s","company_id":"c","status":"active","current_period_end":8.64e15}', 'Invalid subscription: current_period_end must be a time between the years 0001 and 9999'],
      ['/actions', '{"action_name":"Clicked","request":{"uri":"https://a.io","time":-1e308}}', 'Invalid action: request.time must be a time between the years 0001 and 9999'],
      ['/users/batch', '[{"user_id":"u","modified_time":"soon"}]', 'Invalid user at index 0: modified_time must be an ISO 8601 time or epoch milliseconds'],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message });
    }
  });

  it('answers 400 when the top-level body is not the object or array the endpoint expects', async () => {
    const cases: Array<[string, string, string]> = [
      ['/events', '[]', 'Invalid event: an event must be a JSON object'],
      ['/events', '"an event"', 'Invalid event: an event must be a JSON object'],
      ['/events/batch', '{"request":{}}', 'The body must be a JSON array of events'],
      ['/actions/batch', '42', 'The body must be a JSON array of actions'],
      ['/users', 'null', 'The body must be a JSON user object'],
      ['/companies', '[{"company_id":"c"}]', 'The body must be a JSON company object'],
      ['/subscriptions/batch', 'true', 'The body must be a JSON array of subscriptions'],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect({ path, body, status: res.status, message: res.body.message }).toEqual({ path, body, status: 400, message });
    }
  });
});
