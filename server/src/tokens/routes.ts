import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrgApp } from '../auth/guard';
import type { AccessTokenRequest } from './accessTokens';
import { orgIdParams } from '../http/schemaFragments';
import { appTokenAnswer } from '../portal/schemas';
import { keyRoutes } from './keyRoutes';

type Query = Omit<AccessTokenRequest, 'orgId' | 'appId'> & { app_id: string };

/**
 * GET /api/portal/{org}/oauth/access_tokens: collector, publishable collector, plugin and management tokens; and the
 * API keys calls (/api/portal/{org}/keys) that list, create and revoke them.
 */
export const accessTokenRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  await app.register(keyRoutes, { ctx });
  app.get<{ Params: { orgId: string }; Querystring: Query }>('/:orgId/oauth/access_tokens', {
    schema: {
      summary: 'Mint an application token: collector (write-only) or management (the requested scopes)',
      params: orgIdParams,
      response: { 200: appTokenAnswer },
      querystring: {
        type: 'object',
        required: ['app_id', 'target'],
        properties: {
          app_id: { type: 'string', minLength: 1, maxLength: 64 },
          target: { type: 'string', enum: ['collector', 'management'] },
          scope: { type: 'string', maxLength: 2000 },
          publishable: { type: 'boolean' },
          expiration: { type: 'string', maxLength: 64 },
          apps: { type: 'string', maxLength: 2000 },
        },
      },
    },
  }, async (request) => {
    const { orgId } = request.params;
    const { app_id: appId, ...rest } = request.query;
    const principal = await requireOrgApp(request, ctx, orgId, appId, 'create:access_tokens');
    return { app_token: await ctx.services.apiKeys.mintAccessToken(principal, { orgId, appId, ...rest }) };
  });
};
