import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrgApp } from '../auth/guard';
import { recordAudit } from '../audit/auditService';
import { changedFields } from '../audit/auditDetails';
import { badRequest, notFound } from '../http/errors';
import { updateAppConfig } from './appsRepository';
import { readAppConfig, type AppConfig } from './appConfig';
import { appConfigAnswer } from './schemas';
import { orgIdParams } from '../http/schemaFragments';

const percent = { type: 'integer', minimum: 0, maximum: 100 } as const;
const appIdField = { type: 'string', minLength: 1, maxLength: 64 } as const;
/** An HTTP header name (RFC 9110 token), at most 100 characters. */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
/** A dot path into a JSON body: segments without dots or spaces, at most 200 characters. */
const BODY_PATH = /^(?=.{1,200}$)[^.\s]+(\.[^.\s]+)*$/;

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

function checkRegexes(config: AppConfig): void {
  for (const group of config.regex_config) {
    for (const c of group.conditions) {
      try { new RegExp(c.value); } catch { throw badRequest(`regex_config: '${c.value}' is not a valid regular expression`); }
    }
  }
}

function checkMasks(config: AppConfig): void {
  for (const name of config.mask_headers) {
    if (!HEADER_NAME.test(name)) throw badRequest(`mask_headers: '${name}' is not a header name (letters, digits and - _ . only, no spaces)`);
  }
  for (const path of config.mask_body_fields) {
    if (!BODY_PATH.test(path)) throw badRequest(`mask_body_fields: '${path}' is not a field path: use names joined by dots, such as card.number`);
  }
}

/** GET/POST /api/portal/{org}/configs: the per-app configuration (sampling, body capture, masking). */
export const configRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const query = { type: 'object', properties: { app_id: appIdField, appId: appIdField } } as const;

  app.get<{ Params: { orgId: string } }>('/:orgId/configs', {
    schema: { summary: "An app's sampling, body capture and masking configuration", params: orgIdParams, querystring: query, response: { 200: appConfigAnswer } },
  }, async (request) => {
    const appId = appIdOf(request);
    await requireOrgApp(request, ctx, request.params.orgId, appId, 'read:app_configs');
    const config = await readAppConfig(ctx.metadata, request.params.orgId, appId);
    if (!config) throw notFound('App');
    return { app_id: appId, ...config };
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
    const current = await readAppConfig(ctx.metadata, orgId, appId);
    if (!current) throw notFound('App');
    const b = request.body;
    const next: AppConfig = {
      sample_rate: b.sample_rate ?? current.sample_rate,
      user_sample_rate: b.user_sample_rate ?? current.user_sample_rate,
      company_sample_rate: b.company_sample_rate ?? current.company_sample_rate,
      regex_config: b.regex_config ?? current.regex_config,
      log_body: b.log_body ?? current.log_body,
      mask_headers: b.mask_headers ?? current.mask_headers,
      mask_body_fields: b.mask_body_fields ?? current.mask_body_fields,
    };
    checkRegexes(next);
    checkMasks(next);
    await updateAppConfig(ctx.metadata, orgId, appId, next);
    const changes = changedFields(current, next);
    if (Object.keys(changes).length > 0) {
      await recordAudit(ctx, { orgId, action: 'app_config.updated', actor: principal, request, object: { type: 'app', id: appId }, details: changes });
    }
    return { app_id: appId, ...next };
  });
};
