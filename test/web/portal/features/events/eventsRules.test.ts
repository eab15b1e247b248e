/** The event log's pure rules: the page requests, rows, statuses, times, bodies, curl and filter inputs. */
import { curlForEvent, decodeBase64Text, headerRows, showBody, truncate } from '@/portal/features/events/eventDetailRules';
import { firstPageRequest, formatDuration, formatEventTime, nextPageRequest, statusClass, toEventRow, viewFromSearch } from '@/portal/features/events/eventsRules';
import { buildCondition, fieldOptions } from '@/portal/shared/queryControls/filterRules';
import { emptyFilterGroup } from '@/portal/shared/queryModel';

describe('event log rules', () => {
  it('pages with search_after and keeps the window and query', () => {
    const first = firstPageRequest({ filters: { op: 'and', items: [{ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }] }, range: 'last_15m' });
    expect(first.window).toEqual({ from: '-15m', to: 'now' });
    expect(first.body).toMatchObject({ query: { bool: { filter: [{ term: { 'request.verb': 'GET' } }] } }, size: 50 });
    expect(nextPageRequest(first, [5, 'a'])).toEqual({ window: first.window, body: { ...first.body, search_after: [5, 'a'] } });
    expect(firstPageRequest({ filters: emptyFilterGroup(), range: 'last_24h' }).body).not.toHaveProperty('query');
    expect(viewFromSearch('').range).toBe('last_24h');
  });

  it('reads hits as rows, falling back from route to URI', () => {
    expect(toEventRow({ _id: 'e', _source: { request: { uri: '/a', verb: 'GET' } } })).toMatchObject({ path: '/a', kind: 'call', status: null, sort: null });
    expect(toEventRow({ _id: 'e', _source: { event_type: 'user_action', action_name: 'Login', request: { verb: 'GET' } } })).toMatchObject({ kind: 'action', path: 'Login', verb: null });
  });

  it('names status classes and formats times and durations', () => {
    expect([200, 302, 404, 503, 99].map((s) => statusClass(s).label)).toEqual(['Success', 'Redirect', 'Client error', 'Server error', 'Other']);
    expect(formatEventTime('2024-01-01T00:00:00Z', 'America/New_York')).toBe('2023-12-31 19:00:00.000');
    expect(formatEventTime(null, 'UTC')).toBe('–');
    expect([null, 12.4, 1500].map(formatDuration)).toEqual(['–', '12 ms', '1.50 s']);
  });

  it('decodes base64 text only, pretty-prints JSON and truncates', () => {
    expect(decodeBase64Text(btoa('h\u00e9llo'))).toBeNull(); // a lone Latin-1 byte is not UTF-8
    expect(decodeBase64Text(btoa('hello'))).toBe('hello');
    expect(decodeBase64Text(btoa('\u0000\u0001'))).toBeNull();
    expect(showBody(btoa('{"a":1}'), 'base64')).toEqual({ text: '{\n  "a": 1\n}', kind: 'json' });
    expect(showBody(btoa('\u0000bin'), 'base64')).toEqual({ text: btoa('\u0000bin'), kind: 'binary' });
    expect(showBody('plain', undefined)).toEqual({ text: 'plain', kind: 'text' });
    expect(showBody(undefined, undefined)).toBeNull();
    expect(truncate('abcdef', 3)).toEqual({ text: 'abc', truncated: true });
    expect(headerRows({ b: '2', a: '1' })).toEqual([['a', '1'], ['b', '2']]);
  });

  it('writes the original request as curl, quoting every word', () => {
    const curl = curlForEvent({ request: { verb: 'POST', uri: "https://x.test/o?q='1'", headers: { 'X-Key': 'k' }, body: { a: 1 } } });
    expect(curl).toBe(`curl -X 'POST' 'https://x.test/o?q='\\''1'\\''' \\\n  -H 'X-Key: k' \\\n  --data-raw '{"a":1}'`);
  });

  it('builds conditions from the inputs, refusing values that do not fit', () => {
    const status = { name: 'response.status', type: 'number' as const };
    expect(buildCondition(status, 'gte', '500')).toEqual({ field: 'response.status', fieldType: 'number', operator: 'gte', value: 500 });
    expect(buildCondition(status, 'gte', 'x')).toBeNull();
    expect(buildCondition(status, 'between', '200, 299')).toMatchObject({ value: [200, 299] });
    expect(buildCondition(status, 'between', '200')).toBeNull();
    expect(buildCondition(status, 'exists', '')).toEqual({ field: 'response.status', fieldType: 'number', operator: 'exists' });
    expect(fieldOptions([]).length).toBeGreaterThan(20);
  });
});
