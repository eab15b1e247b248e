import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../../context';
import { HttpError } from '../../http/errors';
import { publicAccess } from '../../http/schemaFragments';
import { FLOW_COOKIE, clearedFlowCookieHeader, flowCookieHeader, openFlow, readCookie, sealFlow } from './flowCookie';
import { callbackQuery, exchangeBody, providerParams, providersAnswer, redirectAnswer, ssoSessionAnswer } from './ssoSchemas';
import { SsoError } from './ssoService';
import { recordSignIn } from '../../audit/signInAudit';

/** The web app page that completes a single sign-on; the outcome travels in its fragment. */
export const SSO_CALLBACK_PAGE = '/sso/callback';

type ProviderRequest = FastifyRequest<{ Params: { provider: string } }>;

/** Sends the browser to the web app's callback page with `#code=...` or `#error=...` (never in a logged query). */
function toCallbackPage(reply: FastifyReply, secure: boolean, outcome: { code: string } | { error: string }) {
  const fragment = new URLSearchParams(outcome).toString();
  return reply.header('set-cookie', clearedFlowCookieHeader(secure)).header('cache-control', 'no-store').redirect(`${SSO_CALLBACK_PAGE}#${fragment}`, 302);
}

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Single sign-on through OpenID Connect under /api/auth/sso: the provider list, the start (authorization-code flow
 * with PKCE, state and nonce kept in a signed httpOnly cookie), the callback and the one-time code exchange.
 */
export const ssoRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const sso = ctx.services.sso;

  app.get('/providers', {
    schema: { summary: 'Single sign-on providers the sign-in page offers', security: publicAccess, response: { 200: providersAnswer } },
  }, async () => ({ providers: ctx.config.sso.providers.map(({ id, name }) => ({ id, name })) }));

  app.get('/:provider/start', {
    schema: { summary: 'Start a single sign-on: redirects to the provider', security: publicAccess, params: providerParams, response: { 302: redirectAnswer } },
  }, async (request: ProviderRequest, reply) => {
    const provider = sso.providerOf(request.params.provider);
    try {
      const { url, flow } = await sso.startSignIn(provider);
      return reply.header('set-cookie', flowCookieHeader(sealFlow(ctx.secret, flow), isSecure(request))).header('cache-control', 'no-store').redirect(url, 302);
    } catch (error) {
      if (error instanceof HttpError) return toCallbackPage(reply, isSecure(request), { error: error.message });
      throw error;
    }
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, string> }>('/:provider/callback', {
    schema: {
      summary: "The provider's redirect back: verifies it, signs in and hands the session to the web app by a one-time code",
      security: publicAccess, params: providerParams, querystring: callbackQuery, response: { 302: redirectAnswer },
    },
  }, async (request, reply) => {
    const provider = sso.providerOf(request.params.provider);
    const flow = openFlow(ctx.secret, readCookie(request.headers.cookie, FLOW_COOKIE));
    const query = new URL(request.url, 'http://callback.invalid').search;
    const agent = request.headers['user-agent'];
    try {
      const code = await sso.finishSignIn(provider, query, flow, { userAgent: typeof agent === 'string' ? agent : null, ip: request.ip });
      return toCallbackPage(reply, isSecure(request), { code });
    } catch (error) {
      if (error instanceof SsoError || error instanceof HttpError) {
        request.log.info({ provider: provider.id, reason: error.message }, 'single sign-on refused');
        return toCallbackPage(reply, isSecure(request), { error: error.message });
      }
      throw error;
    }
  });

  app.post<{ Body: { code: string } }>('/exchange', {
    schema: { summary: 'Exchange the one-time code of a single sign-on for its session', security: publicAccess, body: exchangeBody, response: { 200: ssoSessionAnswer } },
  }, async (request) => {
    const session = await sso.exchangeCode(request.body.code);
    await recordSignIn(ctx, request, session.profile.email, true, `sso:${session.identity_provider}`);
    return session;
  });
};
