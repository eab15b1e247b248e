import fs from 'node:fs';
import net from 'node:net';
import { Reader, type Response } from 'maxmind';
import { isReservedIpv4, isReservedIpv6, parseIpv4 } from './reservedAddresses';

/** Resolves the country an IP address is registered in. */
export interface CountryResolver {
  /**
   * The ISO 3166-1 alpha-2 code (upper case) of `ip`, or null for a private, reserved, unknown or invalid address.
   * Never throws, whatever the input.
   */
  countryOf(ip: unknown): string | null;
}

/** Longest text taken as an address (the longest IPv6 text with a zone id stays well below). */
const MAX_ADDRESS_LENGTH = 64;
/** Addresses remembered with their answer; API traffic repeats callers, so most lookups are answered here. */
export const CACHE_ENTRIES = 20_000;
const MAPPED_V4 = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;
const ISO_CODE = /^[A-Z]{2}$/;
/** Codes registries use for regions, not countries. */
const NOT_COUNTRIES = new Set(['EU', 'AP', 'ZZ']);

/** A CountryResolver over an MMDB country database held in memory. */
export class MmdbCountryResolver implements CountryResolver {
  private readonly reader: Reader<Response>;
  private readonly cache = new Map<string, string | null>();

  constructor(database: Buffer) {
    this.reader = new Reader<Response>(database);
  }

  countryOf(ip: unknown): string | null {
    if (typeof ip !== 'string' || ip.length === 0 || ip.length > MAX_ADDRESS_LENGTH) return null;
    const cached = this.cache.get(ip);
    if (cached !== undefined) return cached;
    const country = this.resolve(ip.trim());
    if (this.cache.size >= CACHE_ENTRIES) this.cache.clear();
    this.cache.set(ip, country);
    return country;
  }

  private resolve(text: string): string | null {
    const mapped = MAPPED_V4.exec(text);
    const v4Text = mapped ? mapped[1] : text;
    const v4 = parseIpv4(v4Text);
    if (v4 !== null) return isReservedIpv4(v4) ? null : this.lookup(v4Text);
    if (net.isIPv6(text) && !text.includes('%') && !isReservedIpv6(text)) return this.lookup(text);
    return null;
  }

  private lookup(address: string): string | null {
    try {
      // ip-location-db records are `{country_code}`, a shape outside the MaxMind response types the reader declares.
      const record: unknown = this.reader.get(address);
      const code = typeof record === 'object' && record !== null && 'country_code' in record ? record.country_code : undefined;
      return typeof code === 'string' && ISO_CODE.test(code) && !NOT_COUNTRIES.has(code) ? code : null;
    } catch {
      // A malformed database region must not fail ingestion: the event is stored without a country.
      return null;
    }
  }
}

/** The combined IPv4 + IPv6 country database shipped in the `@ip-location-db/geo-whois-asn-country-mmdb` package. */
export function bundledCountryDatabase(): string {
  return require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
}

/** Reads a country database file into a resolver (about 8 MB, a few milliseconds). */
export function loadCountryResolver(file: string = bundledCountryDatabase()): CountryResolver {
  return new MmdbCountryResolver(fs.readFileSync(file));
}
