import * as oidc from 'openid-client';
import type { ServiceContext } from '../../services';
import { HttpError, notFound } from '../../http/errors';
import { loadProfile, type SessionResult } from '../service';
import { signSessionToken } from '../sessionToken';
import type { SessionClient } from '../sessionsRepository';
import { FLOW_LIFETIME_SECONDS, type SsoFlow } from './flowCookie';
import type { HandoffCodes, SsoHandoff } from './handoffCodes';
import { OidcClients } from './oidcClients';
import { linkOrCreateAccount, type VerifiedIdentity } from './ssoAccounts';
import type { OidcProviderConfig } from './ssoConfig';

/** Scopes asked of every provider: the subject, the e-mail address (with email_verified) and the name. */
export const SSO_SCOPES = 'openid email profile';

/** A sign-in that cannot complete, with the message the sign-in page shows. */
export class SsoError extends Error {}

function providerRefusal(provider: OidcProviderConfig, answer: URLSearchParams): SsoError | undefined {
  const error = answer.get('error');
  if (!error) return undefined;
  if (error === 'access_denied') return new SsoError(`The sign-in was cancelled at ${provider.name}.`);
  return new SsoError(`${provider.name} refused the sign-in (${error.slice(0, 60)}). Try again or sign in another way.`);
}

/** The messages of an openid-client error and its causes (the checks that failed are named in the causes). */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) parts.push(current.message);
  return parts.join(' / ');
}

/** The verified identity of a completed authorization: state, PKCE, ID token (signature, issuer, audience, expiry, nonce). */
async function verifiedIdentity(config: oidc.Configuration, provider: OidcProviderConfig, callbackUrl: URL, flow: SsoFlow): Promise<VerifiedIdentity> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    const detail = describeFailure(error);
    const reason = /"state"/.test(detail) ? 'it does not match the sign-in this browser started'
      : /"nonce"/.test(detail) ? 'its ID token was issued for another sign-in'
        : 'the answer could not be verified';
    throw new SsoError(`The sign-in with ${provider.name} failed: ${reason}. Start again from the sign-in page.`);
  }
  const claims = tokens.claims();
  if (!claims) throw new SsoError(`${provider.name} answered without an ID token.`);
  let email = claims.email;
  let verified = claims.email_verified;
  let name = claims.name;
  if (typeof email !== 'string' || typeof verified !== 'boolean') {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    ({ email, email_verified: verified } = info);
    name = name ?? info.name;
  }
  if (typeof email !== 'string' || !email.includes('@')) throw new SsoError(`${provider.name} did not share your e-mail address, which Apiscope needs to sign you in.`);
  if (verified !== true) {
    throw new SsoError(`${provider.name} has not verified the e-mail address ${email}. Verify it with ${provider.name}, then try again.`);
  }
  return { subject: claims.sub, email, name: typeof name === 'string' ? name : undefined };
}


/** What the exchange answers: the session plus the provider it was signed in with. */
export interface SsoSessionResult extends SessionResult {
  /** Provider id of the session (the SPA's isSSO). */
  identity_provider: string;
}

/** Single sign-on through OpenID Connect: the providers, the start and finish of a flow, and the one-time code exchange. */
export class SsoService {
  private readonly clients = new OidcClients();

  constructor(private readonly ctx: ServiceContext, private readonly codes: HandoffCodes) {}

  /** The configured provider with that id; 404 otherwise. */
  providerOf(id: string): OidcProviderConfig {
    const provider = this.ctx.config.sso.providers.find((p) => p.id === id);
    if (!provider) throw notFound('Identity provider');
    return provider;
  }

  /** The redirect URI registered with a provider: `<OIDC_REDIRECT_BASE_URL or SITE_URL>/api/auth/sso/<id>/callback`. */
  redirectUriOf(provider: OidcProviderConfig): string {
    return `${this.ctx.config.sso.redirectBaseUrl ?? this.ctx.config.siteUrl}/api/auth/sso/${provider.id}/callback`;
  }

  /** Starts an authorization-code sign-in with PKCE (S256), state and nonce: the provider URL and the flow to keep. */
  async startSignIn(provider: OidcProviderConfig): Promise<{ url: string; flow: SsoFlow }> {
    const config = await this.clients.configurationOf(provider);
    const flow: SsoFlow = {
      provider: provider.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectUri: this.redirectUriOf(provider),
      expiresAt: Date.now() + FLOW_LIFETIME_SECONDS * 1000,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: flow.redirectUri,
      scope: SSO_SCOPES,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow };
  }

  /**
   * Completes a sign-in at the callback (`query`: the callback's query string): checks the provider's answer against the flow this browser started, links or
   * creates the account by its verified e-mail, and answers the one-time code the web app exchanges for its session.
   * Throws SsoError with a readable message for every refusal.
   */
  async finishSignIn(provider: OidcProviderConfig, query: string, flow: SsoFlow | undefined, client: SessionClient): Promise<string> {
    const refusal = providerRefusal(provider, new URLSearchParams(query));
    if (refusal) throw refusal;
    if (!flow || flow.provider !== provider.id) {
      throw new SsoError(`This sign-in with ${provider.name} was not started in this browser or took longer than ${FLOW_LIFETIME_SECONDS / 60} minutes. Start again from the sign-in page.`);
    }
    const config = await this.clients.configurationOf(provider);
    // The callback as registered (the code exchange repeats this redirect URI), with what the provider sent.
    const callbackUrl = new URL(flow.redirectUri);
    callbackUrl.search = query;
    const identity = await verifiedIdentity(config, provider, callbackUrl, flow);
    const account = await linkOrCreateAccount(this.ctx, provider, identity);
    const handoff: SsoHandoff = { userId: account.userId, email: account.email, provider: provider.id, client };
    return this.codes.issue(handoff);
  }

  /** Opens the session of a one-time code; 400 when the code is unknown, used or expired. */
  async exchangeCode(code: string): Promise<SsoSessionResult> {
    const handoff = await this.codes.take(code);
    if (!handoff) throw new HttpError(400, 'This sign-in link has expired or was already used. Sign in again.');
    const sid = await this.ctx.repositories.sessions.create(handoff.userId, handoff.client);
    const id_token = await signSessionToken(this.ctx.secret, { sub: handoff.userId, sid, email: handoff.email, idp: handoff.provider });
    return { id_token, profile: await loadProfile(this.ctx, handoff.userId), identity_provider: handoff.provider };
  }
}
