import { countryOfIp, loadCountryResolver } from '../../../server/src/geo';
import { isReservedIpv4, isReservedIpv6, parseIpv4 } from '../../../server/src/geo/reservedAddresses';

describe('country resolver', () => {
  const resolver = loadCountryResolver();

  it('resolves public IPv4 and IPv6 addresses to ISO 3166-1 alpha-2 codes', () => {
    expect(resolver.countryOf('8.8.8.8')).toBe('US');
    expect(resolver.countryOf('81.2.69.160')).toBe('GB');
    expect(resolver.countryOf('5.5.5.5')).toBe('DE');
    expect(resolver.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(resolver.countryOf('2a00:1450::1')).toBe('IE');
  });

  it('reads IPv4-mapped IPv6 text (as Node reports sockets) as the IPv4 address, and ignores surrounding spaces', () => {
    expect(resolver.countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(resolver.countryOf('::FFFF:81.2.69.160')).toBe('GB');
    expect(resolver.countryOf(' 8.8.8.8 ')).toBe('US');
  });

  it('answers null for private, shared, loopback, link-local, documentation and multicast addresses', () => {
    // 192.168.1.1 and 203.0.113.5 are listed with a country in the data itself: the reserved check must win.
    for (const ip of ['10.1.2.3', '172.16.5.4', '172.31.255.255', '192.168.1.1', '100.64.0.1', '127.0.0.1', '169.254.1.1', '0.0.0.0',
      '192.0.2.1', '198.51.100.7', '203.0.113.5', '198.18.0.1', '224.0.0.1', '255.255.255.255',
      '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '2002:c000:0204::1', '::ffff:10.0.0.1']) {
      expect([ip, resolver.countryOf(ip)]).toEqual([ip, null]);
    }
  });

  it('never throws on bad input and answers null', () => {
    const bad: unknown[] = [undefined, null, 42, {}, [], { toString: () => '8.8.8.8' }, '', ' ', 'abc', '1.2.3', '1.2.3.4.5', '256.1.1.1',
      '01.2.3.4', '1..2.3', '8.8.8.8:443', '8.8.8.8, 10.0.0.1', 'x'.repeat(10_000), ':::', '2001:4860::8888%eth0', '1.2.3.-4', '１.２.３.４'];
    for (const value of bad) expect(resolver.countryOf(value)).toBeNull();
  });

  it('answers the same country from its cache', () => {
    expect(resolver.countryOf('3.3.1.1')).toBe('US');
    expect(resolver.countryOf('3.3.1.1')).toBe('US');
    expect(countryOfIp(null)).toBeNull();
    expect(countryOfIp('2.96.0.1')).toBe('GB');
  });
});

describe('reserved address rules', () => {
  it('parses dotted quads only', () => {
    expect(parseIpv4('1.2.3.4')).toBe(0x01020304);
    expect(parseIpv4('255.255.255.255')).toBe(0xffffffff);
    expect(parseIpv4('0.0.0.0')).toBe(0);
    for (const text of ['1.2.3', '1.2.3.4.', '.1.2.3', '1.2.3.256', '1.2.3.04', '1.2.3.1234', '1.2.3.a']) expect(parseIpv4(text)).toBeNull();
  });

  it('places the block boundaries exactly', () => {
    expect(isReservedIpv4(parseIpv4('172.15.255.255') as number)).toBe(false);
    expect(isReservedIpv4(parseIpv4('172.16.0.0') as number)).toBe(true);
    expect(isReservedIpv4(parseIpv4('172.32.0.0') as number)).toBe(false);
    expect(isReservedIpv4(parseIpv4('100.63.255.255') as number)).toBe(false);
    expect(isReservedIpv4(parseIpv4('100.127.255.255') as number)).toBe(true);
    expect(isReservedIpv4(parseIpv4('223.255.255.255') as number)).toBe(false);
    expect(isReservedIpv6('2a00:1450::1')).toBe(false);
    expect(isReservedIpv6('2001:db8:ffff::1')).toBe(true);
    expect(isReservedIpv6('4000::1')).toBe(true);
  });
});
