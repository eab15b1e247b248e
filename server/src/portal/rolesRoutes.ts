import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { authenticate, requireOrg } from '../auth/guard';
import { RESOURCES, ROLES, ROLE_DESCRIPTIONS, scopesOfRole } from '../auth/roles';
import { badRequest } from '../http/errors';
import { orgIdParams } from '../http/schemaFragments';
import { encodedUrlAnswer, rolesAnswer } from './schemas';

const ALL_SCOPES = ['read', 'create', 'update', 'delete'].flatMap((verb) => RESOURCES.map((r) => `${verb}:${r}`));

/** GET /api/portal/{org}/user_roles and POST /api/portal/url_encoder. */
export const rolesRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  app.get<{ Params: { orgId: string } }>('/:orgId/user_roles', {
    schema: { summary: 'The roles a member can hold, with their scopes', params: orgIdParams, response: { 200: rolesAnswer } },
  }, async (request) => {
    await requireOrg(request, ctx, request.params.orgId, 'read:members');
    return ROLES.map((role) => {
      const scopes = scopesOfRole(role);
      return { id: role, name: role, description: ROLE_DESCRIPTIONS[role], scopes: scopes === 'all' ? ALL_SCOPES : scopes };
    });
  });

  app.post<{ Body: { url: string } }>('/url_encoder', {
    schema: {
      summary: 'Scheme and host of a URL, URI-encoded',
      body: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 2048 } } },
      response: { 200: encodedUrlAnswer },
    },
  }, async (request) => {
    await authenticate(request, ctx);
    let parsed: URL;
    try {
      parsed = new URL(request.body.url);
    } catch {
      throw badRequest(`'${request.body.url.slice(0, 100)}' is not a valid URL: use a form such as https://api.example.com`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('Only http and https URLs can be encoded');
    const originalUrl = `${parsed.protocol}//${parsed.host}`;
    return { originalUrl, encodedUrl: encodeURIComponent(originalUrl) };
  });
};
