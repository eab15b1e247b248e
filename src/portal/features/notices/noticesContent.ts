/** The third-party data and code the product ships with that asks for a notice: what it is, its licence, its source. */

/** One notice. */
export interface ThirdPartyNotice {
  /** What the product uses it for. */
  use: string;
  /** The work's name as its authors publish it. */
  name: string;
  /** Who made it. */
  authors: string;
  /** The licence, by name. */
  licence: string;
  /** Where the licence text is. */
  licenceUrl: string;
  /** Where the work comes from. */
  sourceUrl: string;
  /** Attribution and remarks the licence asks for or the reader should know. */
  notes: string[];
}

/** Every notice, in the order the page lists them. */
export const THIRD_PARTY_NOTICES: readonly ThirdPartyNotice[] = [
  {
    use: 'Country of each event, resolved from the caller’s IP address when the event arrives',
    name: 'ip-location-db, geo-whois-asn-country (MMDB)',
    authors: 'sapics and contributors',
    licence: 'CC0 1.0 Universal (public domain dedication)',
    licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    sourceUrl: 'https://github.com/sapics/ip-location-db',
    notes: [
      'Built by merging geofeed data (OpenGeoFeed and providers’ published geofeeds), the WHOIS databases of the five Regional Internet Registries (AFRINIC, APNIC, ARIN, LACNIC, RIPE NCC) and their IP-to-ASN country data.',
      'The registries’ statistics are provided by the Number Resource Organization (NRO, https://www.nro.net/) under the Creative Commons Attribution 4.0 International licence (https://creativecommons.org/licenses/by/4.0/). Copyright holder: Number Resource Organization.',
      'Countries are resolved once, when an event is stored; a country can be wrong for addresses that moved since.',
    ],
  },
  {
    use: 'Country shapes of the geo map',
    name: 'Natural Earth, Admin 0 countries 1:110m (version 4.1.0)',
    authors: 'Natural Earth (naturalearthdata.com)',
    licence: 'Public domain',
    licenceUrl: 'https://www.naturalearthdata.com/about/terms-of-use/',
    sourceUrl: 'https://www.naturalearthdata.com/',
    notes: ['Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.'],
  },
  {
    use: 'The Natural Earth shapes as TopoJSON, and the code that draws them',
    name: 'world-atlas 2.0.2, topojson-client 3.1.0, d3-geo 3.1.2',
    authors: 'Mike Bostock',
    licence: 'ISC licence',
    licenceUrl: 'https://opensource.org/license/isc-license-txt',
    sourceUrl: 'https://github.com/topojson/world-atlas',
    notes: ['Copyright 2013-2019 Mike Bostock (world-atlas), 2012-2019 (topojson-client), 2010-2026 (d3-geo).'],
  },
];
