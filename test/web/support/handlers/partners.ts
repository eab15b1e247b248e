/** msw handler factories for the partner marketplace calls (/api/subscription/partners) and organization creation. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PartnerSummary, ProvisionResult } from '@/api/partners';
import type { PortalOrganization } from '@/api/portal';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** The partners the server supports, in catalogue order. */
export const PARTNERS: PartnerSummary[] = [
  { name: 'aws', display_name: 'AWS Marketplace' },
  { name: 'azure', display_name: 'Microsoft Azure Marketplace' },
  { name: 'gcp', display_name: 'Google Cloud Marketplace' },
  { name: 'github', display_name: 'GitHub Marketplace' },
  { name: 'kong', display_name: 'Kong Konnect' },
  { name: 'segment', display_name: 'Segment' },
];

/** GET /api/subscription/partners; a list of answers is used in turn (the last one repeats). */
export const partnersHandler = (answers: Array<PartnerSummary[] | ApiFailure> = [PARTNERS], log?: RequestLog): HttpHandler => {
  let calls = 0;
  return http.get('/api/subscription/partners', async ({ request }) => {
    await log?.record(request);
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer);
  });
};

/**
 * POST /api/subscription/partners/{partner}/provision; answers in turn (the last one repeats). A success links the
 * posted org (app `a1` unless the answer names another).
 */
export const provisionHandler = (answers: Array<Partial<ProvisionResult> | ApiFailure> = [{}], log?: RequestLog): HttpHandler => {
  let calls = 0;
  return http.post('/api/subscription/partners/:partner/provision', async ({ request, params }) => {
    const { body } = (await log?.record(request)) ?? { body: await request.clone().json() };
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (isFailure(answer)) return failureResponse(answer);
    const partner = PARTNERS.find((candidate) => candidate.name === String(params.partner));
    const result: ProvisionResult = {
      organization_id: (body as { org_id?: string } | undefined)?.org_id ?? 'o-new',
      app_id: 'a1',
      partner: String(params.partner),
      display_name: partner?.display_name ?? String(params.partner),
      provisioned: true,
      organization_created: false,
      ...answer,
    };
    return HttpResponse.json(result);
  });
};

/** POST /api/portal/organizations: creates an organization with the posted name (201, caller is Owner), or fails. */
export const createOrganizationHandler = (answer: { id: string } | ApiFailure, log?: RequestLog): HttpHandler =>
  http.post('/api/portal/organizations', async ({ request }) => {
    const { body } = (await log?.record(request)) ?? { body: await request.clone().json() };
    if (isFailure(answer)) return failureResponse(answer);
    const org: PortalOrganization = {
      id: answer.id,
      name: (body as { name: string }).name,
      role: 'Owner',
      demo: false,
      apps: [{ id: `${answer.id}-app`, name: 'My First App' }],
    };
    return HttpResponse.json(org, { status: 201 });
  });
