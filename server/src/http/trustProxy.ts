import net from 'node:net';

/**
 * Which proxies' X-Forwarded-For the server believes (Fastify's `trustProxy`): false (the default: the client is the
 * TCP peer), a number of proxy hops in front of the server, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * Parses TRUST_PROXY: empty, 'false' or '0' trust nothing; a whole number is a hop count; otherwise a
 * comma-separated list of addresses or CIDR ranges. 'true' is refused: it would let any client choose its own IP
 * (and so escape per-IP sign-in throttling) by sending X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges, got "${text.slice(0, 80)}"`,
    );
  }
  return entries;
}

/** A trust rule in the form Fastify takes: hop counts become a function (Fastify itself treats a number as "none"). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  // Hop 0 is the TCP peer, hop 1 the last X-Forwarded-For entry...: the first `trust` hops are our proxies.
  return (_address, hop) => hop < trust;
}
