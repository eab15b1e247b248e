/**
 * Where demo callers connect from: public IPv4 /16 blocks registered in each country (checked against the bundled
 * country database by test/server/geo/demoGeo.test.ts), weighted per company region, so the geo map has a plausible
 * spread. A user always calls from the same address; anonymous callers are spread worldwide, a few from a private
 * network (events the map cannot place).
 */
const BLOCKS: Record<string, readonly string[]> = {
  US: ['3.3', '3.12', '2.1'], CA: ['3.96', '3.97', '4.172'], MX: ['78.12', '78.13', '131.178'], BR: ['4.160', '4.201', '4.228'],
  AR: ['24.232', '152.168', '152.170'], GB: ['2.96', '2.98', '2.100'], DE: ['2.28', '2.160', '2.162'], FR: ['2.3', '2.5', '2.7'],
  NL: ['2.153', '4.175', '13.80'], IE: ['3.248', '3.250', '3.252'], ES: ['2.136', '2.138', '2.140'], IT: ['2.32', '2.34', '2.36'],
  SE: ['2.64', '2.66', '2.68'], PL: ['5.173', '5.184', '31.0'], IN: ['1.6', '1.22', '1.38'], JP: ['1.5', '1.33', '1.66'],
  SG: ['3.0', '3.1', '4.145'], AU: ['1.40', '1.42', '1.120'], KR: ['1.11', '1.16', '1.96'], ID: ['36.64', '16.78', '15.232'],
  ZA: ['4.167', '4.221', '13.244'], NG: ['41.58', '102.88', '102.90'],
};

type Weights = ReadonlyArray<readonly [string, number]>;

const AMERICAS: Weights = [['US', 62], ['CA', 14], ['BR', 10], ['MX', 9], ['AR', 5]];
/** Country weights per company region (`metadata.region` of the demo companies). */
const REGIONS: Record<string, Weights> = {
  'us-east': AMERICAS,
  'us-west': AMERICAS,
  'eu-west': [['GB', 24], ['DE', 21], ['FR', 15], ['NL', 10], ['ES', 8], ['IT', 7], ['IE', 6], ['PL', 5], ['SE', 4]],
  'ap-southeast': [['IN', 25], ['AU', 18], ['JP', 18], ['SG', 15], ['KR', 13], ['ID', 11]],
};
const WORLDWIDE: Weights = [['US', 38], ['IN', 10], ['GB', 8], ['DE', 8], ['BR', 6], ['JP', 5], ['CA', 5], ['FR', 5], ['AU', 4], ['SG', 3], ['NG', 3], ['ZA', 3], ['KR', 2]];
/** Share of anonymous calls from a private network (an SDK behind a proxy that does not forward the client address). */
const PRIVATE_SHARE = 0.03;

/** The country whose cumulative weight covers `r` in [0, 1). */
function countryAt(weights: Weights, r: number): string {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let left = r * total;
  for (const [country, weight] of weights) {
    left -= weight;
    if (left < 0) return country;
  }
  return weights[weights.length - 1][0];
}

/** An address in `country` from four uniform numbers in [0, 1). */
function addressIn(country: string, block: number, third: number, fourth: number): string {
  const blocks = BLOCKS[country];
  return `${blocks[Math.floor(block * blocks.length)]}.${Math.floor(third * 256)}.${1 + Math.floor(fourth * 254)}`;
}

/** A stable number in [0, 1) for a text and a salt (FNV-1a, then the MurmurHash3 finaliser to spread similar ids). */
function unit(text: string, salt: number): number {
  let hash = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

/** The address a demo user always calls from: a country of the company's region, chosen from the user id. */
export function demoUserIp(userId: string, region: string | undefined): string {
  const weights = (region !== undefined && Object.hasOwn(REGIONS, region) ? REGIONS[region] : undefined) ?? WORLDWIDE;
  return addressIn(countryAt(weights, unit(userId, 1)), unit(userId, 2), unit(userId, 3), unit(userId, 4));
}

/** An anonymous caller's address from four uniform draws: anywhere in the world, or now and then a private one. */
export function demoAnonymousIp(draws: readonly [number, number, number, number]): string {
  const [country, block, third, fourth] = draws;
  if (country < PRIVATE_SHARE) return `10.${Math.floor(block * 256)}.${Math.floor(third * 256)}.${1 + Math.floor(fourth * 254)}`;
  return addressIn(countryAt(WORLDWIDE, (country - PRIVATE_SHARE) / (1 - PRIVATE_SHARE)), block, third, fourth);
}

/** Every country the demo calls come from, with its blocks (for tests). */
export const DEMO_COUNTRY_BLOCKS: Readonly<Record<string, readonly string[]>> = BLOCKS;
