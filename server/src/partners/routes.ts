import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBodies } from '../auth/emptyJsonBody';
import { requireOrg, requireUser } from '../auth/guard';
import type { AreaOptions } from '../context';
import { publicAccess } from '../http/schemaFragments';
import { PARTNERS, requirePartner } from './catalog';
import { partnerListAnswer, partnerParams, partnerStatusAnswer, partnerStatusQuery, provisionAnswer, provisionBody } from './schemas';
import { PROVISION_SCOPE, READ_LINK_SCOPE } from './service';

interface StatusRequest {
  Params: { partner: string };
  Querystring: { org_id?: string };
}
interface ProvisionRequest {
  Params: { partner: string };
  Body: { token?: string; org_id?: string } | null | undefined;
}

/**
 * /api/subscription/partners: the public list of supported partners, and linking the caller's organization to a
 * partner marketplace (provision/partners/:partner and /register/partners/:partner in the SPA).
 */
export const partnerRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const service = ctx.services.partners;
  acceptEmptyJsonBodies(app);

  // Public: the register page names the partner before the visitor signs in.
  app.get('', {
    schema: { summary: 'Supported partner marketplaces', security: publicAccess, response: { 200: partnerListAnswer } },
  }, async () => PARTNERS.map(({ name, display_name }) => ({ name, display_name })));

  app.get<StatusRequest>('/:partner', {
    schema: { summary: 'Whether your organization is linked to a partner', params: partnerParams, querystring: partnerStatusQuery, response: { 200: partnerStatusAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    const partner = requirePartner(request.params.partner);
    const { org_id: orgId } = request.query;
    if (orgId) await requireOrg(request, ctx, orgId, READ_LINK_SCOPE);
    return service.status(principal, partner, orgId);
  });

  app.post<ProvisionRequest>('/:partner/provision', {
    schema: { summary: 'Link your organization to a partner marketplace (idempotent)', params: partnerParams, body: provisionBody, response: { 200: provisionAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    const partner = requirePartner(request.params.partner);
    const { token, org_id: orgId } = request.body ?? {};
    if (orgId) await requireOrg(request, ctx, orgId, PROVISION_SCOPE);
    return service.provision(principal, partner, { orgId, token });
  });
};
