import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrgApp } from '../auth/guard';
import { recordAudit } from '../audit/auditService';
import { changedFields } from '../audit/auditDetails';
import { badRequest } from '../http/errors';
import type { AppConfig } from './appConfig';
import { appConfigAnswer } from './schemas';
import { orgIdParams } from '../http/schemaFragments';

const percent = { type: 'integer', minimum: 0, maximum: 100 } as const;
const appIdField = { type: 'string', minLength: 1, maxLength: 64 } as const;

const configBody = {
  type: 'object',
  properties: {
    app_id: appIdField,
    appId: appIdField,
    sample_rate: percent,
    user_sample_rate: { type: 'object', maxProperties: 10000, additionalProperties: percent },
    company_sample_rate: { type: 'object', maxProperties: 10000, additionalProperties: percent },
    regex_config: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['conditions', 'sample_rate'],
        properties: {
          conditions: {
            type: 'array', minItems: 1, maxItems: 20,
            items: { type: 'object', required: ['path', 'value'], properties: { path: { type: 'string', minLength: 1, maxLength: 200 }, value: { type: 'string', maxLength: 1000 } } },
          },
          sample_rate: percent,
        },
      },
    },
    log_body: { type: 'boolean' },
    mask_headers: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 }, description: 'Header names masked at ingest' },
    mask_body_fields: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 200 }, description: 'Dot paths of JSON body fields masked at ingest' },
  },
} as const;

type ConfigBody = Partial<AppConfig> & { app_id?: string; appId?: string };

function appIdOf(request: FastifyRequest, fromBody?: ConfigBody): string {
  const query = request.query as { app_id?: string; appId?: string };
  const appId = fromBody?.app_id ?? fromBody?.appId ?? query.app_id ?? query.appId;
  if (!appId) throw badRequest('app_id is required');
  return appId;
}

/** GET/POST /api/portal/{org}/configs: the per-app configuration (sampling, body capture, masking). */
export const configRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const query = { type: 'object', properties: { app_id: appIdField, appId: appIdField } } as const;

  app.get<{ Params: { orgId: string } }>('/:orgId/configs', {
    schema: { summary: "An app's sampling, body capture and masking configuration", params: orgIdParams, querystring: query, response: { 200: appConfigAnswer } },
  }, async (request) => {
    const appId = appIdOf(request);
    await requireOrgApp(request, ctx, request.params.orgId, appId, 'read:app_configs');
    return { app_id: appId, ...(await ctx.services.apps.config(request.params.orgId, appId)) };
  });

  app.post<{ Params: { orgId: string }; Body: ConfigBody }>('/:orgId/configs', {
    schema: {
      summary: "Change an app's configuration (app_id in the query or the body)",
      params: orgIdParams,
      querystring: query,
      body: configBody,
      response: { 200: appConfigAnswer },
    },
  }, async (request) => {
    const { orgId } = request.params;
    const appId = appIdOf(request, request.body);
    // Sampling, body capture and masking change what is collected for everyone: update:app_configs is an admin scope.
    const principal = await requireOrgApp(request, ctx, orgId, appId, 'update:app_configs');
    const { before: current, after: next } = await ctx.services.apps.updateConfig(orgId, appId, request.body);
    const changed = changedFields(current, next);
    if (Object.keys(changed).length > 0) {
      await recordAudit(ctx, { orgId, action: 'app_config.updated', actor: principal, request, object: { type: 'app', id: appId }, details: changed });
    }
    return { app_id: appId, ...next };
  });
};
