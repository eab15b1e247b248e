/**
 * What the endpoint URL encoder may send (SPEC section 5): only the scheme and host of a URL, never its path,
 * query, fragment or credentials.
 */

/** Error thrown for input that is not an absolute http(s) URL. */
export class InvalidUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidUrlError';
  }
}

/**
 * Reduces a URL to `scheme://host[:port]`, e.g. 'https://api.example.com:8443/v1/users?id=1' ->
 * 'https://api.example.com:8443'. Throws InvalidUrlError for anything that is not an absolute http(s) URL.
 */
export function toEncodableUrl(url: string): string {
  if (typeof url !== 'string' || url.trim() === '') {
    throw new InvalidUrlError('Enter a URL such as https://api.example.com');
  }
  const text = url.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    throw new InvalidUrlError(`"${text}" has no scheme: start it with https:// or http://`);
  }
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new InvalidUrlError(`"${text}" is not a valid URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new InvalidUrlError(`Only http and https URLs can be encoded, not ${parsed.protocol.slice(0, -1)}`);
  }
  if (!parsed.hostname) throw new InvalidUrlError(`"${text}" has no host`);
  return `${parsed.protocol}//${parsed.host}`;
}
