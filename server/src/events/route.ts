const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;
const HEX_ID = /^[0-9a-f]{16,}$/i;
/** Prefixed ids such as cus_9s6XKzkNRiz8i3 or ch_1234: a short prefix, an underscore and a long mixed token. */
const PREFIXED_ID = /^[a-z]{1,8}_[A-Za-z0-9]{8,}$/;
/** Long tokens that mix letters and digits (e.g. base62 object ids). */
const MIXED_TOKEN = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{16,}$/;

/** Whether one path segment looks like an identifier rather than a resource name. */
export function isIdSegment(segment: string): boolean {
  return NUMBER.test(segment) || UUID.test(segment) || HEX_ID.test(segment) || PREFIXED_ID.test(segment) || MIXED_TOKEN.test(segment);
}

/** The path of a URI (absolute URL or path), without query string or fragment. */
export function pathOf(uri: string): string {
  let rest = uri;
  const scheme = rest.indexOf('://');
  if (scheme !== -1) {
    const slash = rest.indexOf('/', scheme + 3);
    rest = slash === -1 ? '/' : rest.slice(slash);
  }
  const cut = rest.search(/[?#]/);
  if (cut !== -1) rest = rest.slice(0, cut);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Normalised route of a URI: ids, uuids and numbers become {id}; the trailing slash is dropped. */
export function normaliseRoute(uri: string): string {
  const segments = pathOf(uri).split('/').filter((s) => s.length > 0);
  const route = segments.map((s) => (isIdSegment(s) ? '{id}' : s)).join('/');
  return `/${route}`;
}
