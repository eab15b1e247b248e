/** One OpenID Connect provider users can sign in with ("Continue with {name}"). */
export interface OidcProviderConfig {
  /** Short id used in URLs, session tokens and an organization's allowed_identity_providers (e.g. 'acme'). */
  id: string;
  /** Name shown on the sign-in button (OIDC_<ID>_NAME, default the id). */
  name: string;
  /** Issuer URL; its /.well-known/openid-configuration is read on first use (OIDC_<ID>_ISSUER). */
  issuer: string;
  /** Client id registered with the provider (OIDC_<ID>_CLIENT_ID). */
  clientId: string;
  /** Client secret registered with the provider (OIDC_<ID>_CLIENT_SECRET). */
  clientSecret: string;
}

/** Single sign-on settings. */
export interface SsoConfig {
  /** Configured providers, in the order of OIDC_PROVIDERS; empty when single sign-on is off. */
  providers: OidcProviderConfig[];
  /**
   * Public base URL the providers redirect back to (OIDC_REDIRECT_BASE_URL, default SITE_URL): the redirect URI
   * registered with each provider is `<base>/api/auth/sso/<id>/callback`.
   */
  redirectBaseUrl: string | null;
}

/** Provider id of e-mail and password sign-in (never a provider's id). */
export const PASSWORD_PROVIDER_ID = 'email';

const PROVIDER_ID = /^[a-z0-9-]{1,40}$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Name of the environment variable `OIDC_<ID>_<suffix>` of a provider id ('my-idp' -> OIDC_MY_IDP_ISSUER). */
export function providerVariable(id: string, suffix: string): string {
  return `OIDC_${id.toUpperCase().replace(/-/g, '_')}_${suffix}`;
}

/** True when the issuer may be called over plain http: only on the machine itself (tests, development). */
export function isLoopbackIssuer(issuer: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(issuer).hostname);
}

function readIssuer(id: string, value: string | undefined): string {
  const name = providerVariable(id, 'ISSUER');
  if (!value) throw new Error(`${name} is required for the single sign-on provider '${id}'`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got '${value}'`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackIssuer(value))) {
    throw new Error(`${name} must be an https URL (plain http only for localhost)`);
  }
  return value.replace(/\/$/, '');
}

function required(env: NodeJS.ProcessEnv, id: string, suffix: string): string {
  const value = env[providerVariable(id, suffix)]?.trim();
  if (!value) throw new Error(`${providerVariable(id, suffix)} is required for the single sign-on provider '${id}'`);
  return value;
}

/**
 * Reads OIDC_PROVIDERS (comma-separated ids) and each provider's OIDC_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and
 * optional _NAME. A half-configured provider stops the server with a message naming the missing variable.
 */
export function loadSsoConfig(env: NodeJS.ProcessEnv): SsoConfig {
  const ids = (env.OIDC_PROVIDERS ?? '').split(',').map((id) => id.trim().toLowerCase()).filter(Boolean);
  const providers = [...new Set(ids)].map((id): OidcProviderConfig => {
    if (!PROVIDER_ID.test(id) || id === PASSWORD_PROVIDER_ID) {
      throw new Error(`OIDC_PROVIDERS: '${id}' is not a valid provider id (lower-case letters, digits and '-', not 'email')`);
    }
    return {
      id,
      name: env[providerVariable(id, 'NAME')]?.trim() || id,
      issuer: readIssuer(id, env[providerVariable(id, 'ISSUER')]?.trim()),
      clientId: required(env, id, 'CLIENT_ID'),
      clientSecret: required(env, id, 'CLIENT_SECRET'),
    };
  });
  return { providers, redirectBaseUrl: env.OIDC_REDIRECT_BASE_URL?.trim().replace(/\/$/, '') || null };
}
