import { createHmac, timingSafeEqual } from 'node:crypto';

/** Name of the cookie that carries a sign-in's state, nonce and PKCE verifier from start to callback. */
export const FLOW_COOKIE = 'sso_flow';
/** Path the flow cookie is sent to: only the single sign-on routes. */
export const FLOW_COOKIE_PATH = '/api/auth/sso';
/** How long a started sign-in may take at the provider. */
export const FLOW_LIFETIME_SECONDS = 10 * 60;

/** What the server must remember between sending the browser to the provider and its return. */
export interface SsoFlow {
  /** Provider id the sign-in was started with. */
  provider: string;
  /** `state` sent to the provider: the callback must bring the same one back. */
  state: string;
  /** `nonce` sent to the provider: the ID token must carry the same one. */
  nonce: string;
  /** PKCE code verifier (only its S256 challenge went to the provider). */
  codeVerifier: string;
  /** Redirect URI used at the start; the code exchange must repeat it. */
  redirectUri: string;
  /** End of the flow, epoch milliseconds. */
  expiresAt: number;
}

/** The flow cookie's signing key: derived from the server secret, used for nothing else. */
function flowKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('apiscope sso flow cookie v1').digest();
}

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', flowKey(secret)).update(payload).digest();
}

/** The signed cookie value of a flow: base64url JSON, '.', base64url HMAC-SHA256. */
export function sealFlow(secret: Buffer, flow: SsoFlow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

function isFlow(value: unknown): value is SsoFlow {
  const flow = value as Partial<SsoFlow> | null;
  return typeof flow === 'object' && flow !== null
    && ['provider', 'state', 'nonce', 'codeVerifier', 'redirectUri'].every((key) => typeof flow[key as keyof SsoFlow] === 'string')
    && typeof flow.expiresAt === 'number';
}

/** The flow in a cookie value if its signature is ours and it has not expired; undefined otherwise. */
export function openFlow(secret: Buffer, value: string | undefined, now = Date.now()): SsoFlow | undefined {
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const flow: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isFlow(flow) && flow.expiresAt > now ? flow : undefined;
  } catch {
    return undefined;
  }
}

/** The value of one cookie in a Cookie request header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** Set-Cookie value for the flow cookie: httpOnly, SameSite=Lax (sent on the provider's top-level redirect back). */
export function flowCookieHeader(value: string, secure: boolean): string {
  return `${FLOW_COOKIE}=${value}; Path=${FLOW_COOKIE_PATH}; Max-Age=${FLOW_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Set-Cookie value that removes the flow cookie (a flow is used once). */
export function clearedFlowCookieHeader(secure: boolean): string {
  return `${FLOW_COOKIE}=; Path=${FLOW_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
