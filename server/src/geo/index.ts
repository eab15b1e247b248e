import { loadCountryResolver, type CountryResolver } from './countryResolver';

export { type CountryResolver, loadCountryResolver, MmdbCountryResolver } from './countryResolver';

/**
 * The process's resolver over the bundled database, loaded once when the server starts (this module is imported
 * by the event appender). A missing database is a broken install and stops the start-up.
 */
const resolver: CountryResolver = loadCountryResolver();

/** ISO 3166-1 alpha-2 code of an event's `request.ip_address`; null for private, reserved or invalid addresses. */
export function countryOfIp(ip: string | null): string | null {
  return ip === null ? null : resolver.countryOf(ip);
}
