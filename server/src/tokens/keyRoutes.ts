import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg, requireOrgApp } from '../auth/guard';
import { orgIdParams } from '../http/schemaFragments';
import { recordAudit } from '../audit/auditService';
import type { KeyKind } from './keyKinds';
import { createdKeyAnswer, createKeyBody, keyListAnswer, orgKeyParams, revokedKeyAnswer } from './keySchemas';

interface CreateKeyBody {
  name: string;
  kind: KeyKind;
  app_id: string;
  scopes?: string[];
  apps?: string[];
  expires_at?: string | null;
}

/** /api/portal/{org}/keys: list, create (the secret answered once) and revoke API keys. */
export const keyRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  app.get<{ Params: { orgId: string } }>('/:orgId/keys', {
    schema: {
      summary: "API keys of an organization: every key for Owners and Admins, the caller's own otherwise",
      params: orgIdParams,
      response: { 200: keyListAnswer },
    },
  }, async (request) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'read:access_tokens');
    return ctx.services.apiKeys.listOrgKeys(principal, orgId);
  });

  app.post<{ Params: { orgId: string }; Body: CreateKeyBody }>('/:orgId/keys', {
    schema: {
      summary: 'Create an API key; its secret is answered this once',
      params: orgIdParams,
      body: createKeyBody,
      response: { 201: createdKeyAnswer },
    },
  }, async (request, reply) => {
    const { orgId } = request.params;
    const { app_id: appId, name, kind, scopes, apps, expires_at: expiration } = request.body;
    const principal = await requireOrgApp(request, ctx, orgId, appId, 'create:access_tokens');
    const created = await ctx.services.apiKeys.createOrgKey(principal, { orgId, appId, name, kind, scopes, apps: apps ?? [], expiration });
    const { key } = created;
    await recordAudit(ctx, {
      orgId, action: 'key.created', actor: principal, request, object: { type: 'key', id: key.id },
      details: { name: key.name, kind: key.kind, app_id: key.app_id, scopes: key.scopes, apps: key.apps, expires_at: key.expires_at },
    });
    return reply.code(201).send(created);
  });

  app.delete<{ Params: { orgId: string; keyId: string } }>('/:orgId/keys/:keyId', {
    schema: {
      summary: 'Revoke an API key: it stops working at once',
      params: orgKeyParams,
      response: { 200: revokedKeyAnswer },
    },
  }, async (request) => {
    const { orgId, keyId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'delete:access_tokens');
    const key = await ctx.services.apiKeys.revokeOrgKey(principal, orgId, keyId);
    await recordAudit(ctx, {
      orgId, action: 'key.revoked', actor: principal, request, object: { type: 'key', id: key.id },
      details: { name: key.name, kind: key.kind },
    });
    return { key };
  });
};
