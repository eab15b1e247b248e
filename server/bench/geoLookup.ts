/**
 * Country lookup benchmark: loads the bundled country database once and resolves addresses through the same
 * resolver the event appender uses. Prints the load time and lookups per second for distinct IPv4 addresses (every
 * lookup misses the cache), IPv4 callers that repeat (as API traffic does), and distinct IPv6 addresses.
 * Run: npx tsx server/bench/geoLookup.ts   (BENCH_LOOKUPS, default 1,000,000)
 */
import { performance } from 'node:perf_hooks';
import { loadCountryResolver, type CountryResolver } from '../src/geo';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 1_000_000);

/** A deterministic spread of addresses (xorshift), so runs compare. */
function addresses(count: number, make: (r: number, i: number) => string): string[] {
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13; state ^= state >>> 17; state ^= state << 5;
    return state >>> 0;
  };
  return Array.from({ length: count }, (_, i) => make(next(), i));
}

function measure(label: string, resolver: CountryResolver, ips: string[]): void {
  let located = 0;
  const started = performance.now();
  for (const ip of ips) if (resolver.countryOf(ip) !== null) located++;
  const seconds = (performance.now() - started) / 1000;
  console.info(`geo: ${label}: ${Math.round(ips.length / seconds).toLocaleString('en-US')} lookups/s (${ips.length.toLocaleString('en-US')} in ${(seconds * 1000).toFixed(0)} ms, ${((100 * located) / ips.length).toFixed(1)} % located)`);
}

const loadStart = performance.now();
const resolver = loadCountryResolver();
console.info(`geo: database loaded in ${(performance.now() - loadStart).toFixed(1)} ms`);

const v4 = (r: number) => `${1 + (r % 223)}.${(r >>> 8) & 255}.${(r >>> 16) & 255}.${1 + ((r >>> 24) % 254)}`;
measure('distinct IPv4 (cache misses)', loadCountryResolver(), addresses(LOOKUPS, v4));
const callers = addresses(5_000, v4);
measure('IPv4 from 5,000 repeating callers', resolver, addresses(LOOKUPS, (r) => callers[r % callers.length]));
// Addresses inside /32 blocks that networks announce (Google, Cloudflare, AWS, Facebook, LACNIC and APNIC members).
const V6_BLOCKS = ['2a00:1450', '2400:cb00', '2600:1f18', '2800:3f0', '2001:4860', '2a03:2880', '2404:6800', '2a01:4f8'];
const v6 = (r: number, i: number) => `${V6_BLOCKS[r % V6_BLOCKS.length]}:${((r >>> 8) & 0xffff).toString(16)}:${i.toString(16)}::1`;
measure('distinct IPv6 (cache misses)', loadCountryResolver(), addresses(LOOKUPS / 4, v6));
