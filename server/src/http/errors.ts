/** An error that maps to an HTTP answer `{message, code?}` (DESIGN.md "errors" contract). */
export class HttpError extends Error {
  constructor(
    /** HTTP status code to answer with. */
    public readonly status: number,
    message: string,
    /** Product error code, e.g. 108 for an expired or revoked session. */
    public readonly code?: number | string,
    /** Extra response headers, e.g. Retry-After on 429. */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Product error code for an expired or revoked session (SPEC section 8). */
export const SESSION_EXPIRED_CODE = 108;

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const sessionExpired = (message = 'Your session has expired, please log in again') =>
  new HttpError(401, message, SESSION_EXPIRED_CODE);
/**
 * 503 with Retry-After (seconds): the server is past a high-water mark (queued rows, bodies in flight, hashing
 * slots) and sheds the request instead of growing memory. Clients retry the same request later.
 */
export const overloaded = (message: string, retryAfterSeconds = 1) =>
  new HttpError(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
/** 401 naming the missing scopes in the form the SPA extracts (SPEC section 5). */
export const missingScopes = (scopes: string[]) =>
  new HttpError(401, `Missing required scope(s): ${scopes.join(', ')}`);
