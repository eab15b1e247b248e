import type { UserAgentInfo } from './types';

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/],
  ['Opera', /OPR\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/],
  ['Safari', /Version\/(\d+)(?:\.(\d+))?(?:\.(\d+))?.*Safari\//],
];

const OPERATING_SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['Mac OS X', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/** A client token like "PostmanRuntime/7.1.1" or "moesif-nodejs/3.11.0": product name and version. */
const PRODUCT = /^([A-Za-z][\w.-]*)\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/;

const EMPTY: UserAgentInfo = { name: null, major: null, minor: null, patch: null, os: null };

const cache = new Map<string, UserAgentInfo>();
const CACHE_SIZE = 2000;

/**
 * Parses a User-Agent header into browser/client name, version parts and OS (enough for analytics grouping).
 * Results are cached: traffic repeats a small set of clients, and the regexes are the costly part.
 */
export function parseUserAgent(value: string | null | undefined): UserAgentInfo {
  if (!value) return EMPTY;
  const cached = cache.get(value);
  if (cached) return cached;
  if (cache.size >= CACHE_SIZE) cache.clear();
  const parsed = parse(value);
  cache.set(value, parsed);
  return parsed;
}

function parse(value: string): UserAgentInfo {
  const os = OPERATING_SYSTEMS.find(([, p]) => p.test(value))?.[0] ?? null;
  for (const [name, pattern] of BROWSERS) {
    const m = pattern.exec(value);
    if (m) return { name, major: m[1] ?? null, minor: m[2] ?? null, patch: m[3] ?? null, os };
  }
  const product = PRODUCT.exec(value);
  if (product && product[1] !== 'Mozilla') {
    return { name: product[1], major: product[2] ?? null, minor: product[3] ?? null, patch: product[4] ?? null, os };
  }
  return { ...EMPTY, name: 'Other', os };
}
