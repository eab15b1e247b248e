import net from 'node:net';

/**
 * IPv4 blocks that are not a place on the public internet (IANA special-purpose registry, RFC 6890 and successors):
 * [first address as an unsigned 32-bit number, prefix length].
 */
const RESERVED_V4: ReadonlyArray<readonly [number, number]> = [
  [0x00000000, 8], // "this network"
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0000200, 24], // documentation (TEST-NET-1)
  [0xc0586300, 24], // 6to4 relay anycast
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xc6336400, 24], // documentation (TEST-NET-2)
  [0xcb007100, 24], // documentation (TEST-NET-3)
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

const RESERVED_V6 = new net.BlockList();
// Only global unicast (2000::/3) is routed on the internet; inside it these blocks are not a location.
for (const [prefix, bits] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20]] as const) {
  RESERVED_V6.addSubnet(prefix, bits, 'ipv6');
}
const GLOBAL_UNICAST_V6 = new net.BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');

/** Parses dotted-quad IPv4 text (no leading zeros beyond a single 0) into an unsigned number; null when it is not one. */
export function parseIpv4(text: string): number | null {
  let value = 0;
  let octet = -1;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (octet < 0 || dots === 3) return null;
      value = value * 256 + octet;
      octet = -1;
      digits = 0;
      dots++;
    } else if (code >= 48 && code <= 57) {
      if (digits > 0 && octet === 0) return null;
      octet = (octet < 0 ? 0 : octet * 10) + code - 48;
      if (++digits > 3 || octet > 255) return null;
    } else {
      return null;
    }
  }
  if (dots !== 3 || octet < 0) return null;
  return value * 256 + octet;
}

/** The same blocks as [first, last] address, computed once. */
const RESERVED_V4_RANGES = RESERVED_V4.map(([base, bits]) => [base, base + 2 ** (32 - bits) - 1] as const);

/** Whether an IPv4 address (as a number) lies in a private, shared, loopback, documentation or other reserved block. */
export function isReservedIpv4(address: number): boolean {
  for (const [first, last] of RESERVED_V4_RANGES) if (address >= first && address <= last) return true;
  return false;
}

/** Whether valid IPv6 text is outside the routed public space (loopback, link-local, unique local, documentation ...). */
export function isReservedIpv6(text: string): boolean {
  return !GLOBAL_UNICAST_V6.check(text, 'ipv6') || RESERVED_V6.check(text, 'ipv6');
}
