import * as oidc from 'openid-client';
import { HttpError } from '../../http/errors';
import { isLoopbackIssuer, type OidcProviderConfig } from './ssoConfig';

/** How long a failed discovery is remembered before the next sign-in tries again. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * The openid-client configuration of each provider, discovered from its issuer on first use and then kept. ID tokens
 * are checked against the provider's published keys (non-repudiation checks) on top of openid-client's issuer,
 * audience, expiry and nonce checks. Plain http is allowed only for loopback issuers (tests, development).
 */
export class OidcClients {
  private readonly discovered = new Map<string, { config: Promise<oidc.Configuration>; failedAt?: number }>();

  /** The provider's configuration; 502 when its discovery document cannot be read. */
  async configurationOf(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const cached = this.discovered.get(provider.id);
    if (cached && (cached.failedAt === undefined || Date.now() - cached.failedAt < RETRY_AFTER_FAILURE_MS)) return this.settle(provider, cached.config);
    const entry: { config: Promise<oidc.Configuration>; failedAt?: number } = { config: this.discover(provider) };
    entry.config.catch(() => { entry.failedAt = Date.now(); });
    this.discovered.set(provider.id, entry);
    return this.settle(provider, entry.config);
  }

  private async settle(provider: OidcProviderConfig, config: Promise<oidc.Configuration>): Promise<oidc.Configuration> {
    try {
      return await config;
    } catch {
      throw new HttpError(502, `${provider.name} cannot be reached right now; try again in a minute or sign in another way`);
    }
  }

  private async discover(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const execute = [oidc.enableNonRepudiationChecks];
    if (isLoopbackIssuer(provider.issuer)) execute.push(oidc.allowInsecureRequests);
    return oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, { execute, timeout: 10 });
  }
}
