import { normaliseRoute } from '../../../server/src/events/route';
import { parseUserAgent } from '../../../server/src/events/userAgent';
import { parseWireTime } from '../../../server/src/events/wireValues';

describe('event enrichment', () => {
  it.each([
    ['https://api.acme.io/items/12345/reviews/', '/items/{id}/reviews'],
    ['/v1/customers/cus_9s6XKzkNRiz8i3?expand=true', '/v1/customers/{id}'],
    ['http://h/orders/9f8b6c1e-2d3a-4b5c-8d7e-1f2a3b4c5d6e/lines/7', '/orders/{id}/lines/{id}'],
    ['https://h/users/5f2b9c3e8a1d4f6b7c8d9e0f', '/users/{id}'],
    ['https://h/v2/health', '/v2/health'],
    ['https://h', '/'],
  ])('normalises %s to the route %s', (uri, route) => {
    expect(normaliseRoute(uri)).toBe(route);
  });

  it('parses browsers and API clients from User-Agent', () => {
    expect(parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36'))
      .toEqual({ name: 'Chrome', major: '120', minor: '0', patch: '6099', os: 'Mac OS X' });
    expect(parseUserAgent('PostmanRuntime/7.1.1')).toEqual({ name: 'PostmanRuntime', major: '7', minor: '1', patch: '1', os: null });
    expect(parseUserAgent(undefined).name).toBeNull();
  });

  it('reads Z, offset and zone-less ISO times as UTC and refuses other text', () => {
    expect(parseWireTime('2024-10-30T04:45:42.914')?.toISOString()).toBe('2024-10-30T04:45:42.914Z');
    expect(parseWireTime('2024-10-30T04:45:42.914Z')?.toISOString()).toBe('2024-10-30T04:45:42.914Z');
    expect(parseWireTime('2024-10-30T06:45:42+02:00')?.toISOString()).toBe('2024-10-30T04:45:42.000Z');
    expect(parseWireTime('yesterday')).toBeNull();
    expect(parseWireTime(null)).toBeNull();
  });
});
