/** Partner marketplaces and linking an organization to one (/api/subscription/partners, SPEC section 3). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** A partner whose marketplace or integration sends customers here. */
export interface PartnerSummary {
  /** Path segment of the partner routes, e.g. `aws` in /provision/partners/aws. */
  name: string;
  /** Name shown to people, e.g. 'AWS Marketplace'. */
  display_name: string;
}

/** Body of the provision call; both fields are optional. */
export interface ProvisionRequest {
  /** Registration token the marketplace handed over (1-4096 characters). */
  token?: string;
  /** Organization to link (Owner or Admin); without it the server picks one of the caller's, or creates one. */
  org_id?: string;
}

/** What a successful provision answers. */
export interface ProvisionResult {
  /** The organization now linked to the partner. */
  organization_id: string;
  /** The app that receives the partner's data. */
  app_id: string;
  partner: string;
  display_name: string;
  provisioned: true;
  /** True when the call created the organization. */
  organization_created: boolean;
}

const partnersPath = '/subscription/partners';

/** GET /subscription/partners (public): the supported partners in catalogue order. */
export const requestPartners = (options?: RequestOptions): Promise<ApiResult<PartnerSummary[]>> =>
  apiClient.get<PartnerSummary[]>(partnersPath, options);

/** POST /subscription/partners/{partner}/provision: links an organization of the caller to the partner (idempotent). */
export const requestProvisionPartner = (
  partner: string,
  body: ProvisionRequest,
  options?: RequestOptions,
): Promise<ApiResult<ProvisionResult>> =>
  apiClient.post<ProvisionResult>(`${partnersPath}/${encodeURIComponent(partner)}/provision`, { ...options, data: body });
