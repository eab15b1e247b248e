import type { CompanyUpdate, Json, SubscriptionUpdate, UserUpdate } from './types';
import { catchInvalidField, optionalTime } from './wireFields';
import { object, text } from './wireValues';

/** A profile update, or the reason it is invalid. */
export type ProfileResult<T> = { update: T } | { invalid: string };

/** Fields a client may not set: tenancy always comes from the verified token. */
const TENANT_KEYS = ['org_id', 'app_id'];

function withoutTenantKeys(value: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...value };
  for (const key of TENANT_KEYS) delete copy[key];
  return copy;
}

/**
 * Validates a user update (wire-compat 1.5); null/empty optional values are ignored. user_id is required, except
 * for the anonymous profile moesif-browser-js posts for a visitor it has not identified (anonymous_id, campaign).
 */
export function normaliseUser(raw: unknown): ProfileResult<UserUpdate> {
  return catchInvalidField(() => userUpdate(raw));
}

function userUpdate(raw: unknown): ProfileResult<UserUpdate> {
  const source = object(raw);
  if (!source) return { invalid: 'a user must be a JSON object' };
  const user = withoutTenantKeys(source);
  const userId = text(user.user_id, 512);
  const anonymousId = text(user.anonymous_id, 512);
  if (!userId && !anonymousId) return { invalid: 'user_id is required' };
  const metadata = object(user.metadata);
  return {
    update: {
      userId,
      anonymousId,
      companyId: text(user.company_id, 512),
      metadata: metadata ? (withoutTenantKeys(metadata) as UserUpdate['metadata']) : null,
      sessionToken: text(user.session_token),
      ipAddress: text(user.ip_address, 64),
      userAgentString: text(user.user_agent_string),
      campaign: object(user.campaign),
      modifiedTime: optionalTime(user.modified_time, 'modified_time'),
    },
  };
}

/** Validates a company update; company_id is required. */
export function normaliseCompany(raw: unknown): ProfileResult<CompanyUpdate> {
  return catchInvalidField(() => companyUpdate(raw));
}

function companyUpdate(raw: unknown): ProfileResult<CompanyUpdate> {
  const source = object(raw);
  if (!source) return { invalid: 'a company must be a JSON object' };
  const company = withoutTenantKeys(source);
  const companyId = text(company.company_id, 512);
  if (!companyId) return { invalid: 'company_id is required' };
  const metadata = object(company.metadata);
  return {
    update: {
      companyId,
      companyDomain: text(company.company_domain, 256),
      metadata: metadata ? (withoutTenantKeys(metadata) as CompanyUpdate['metadata']) : null,
      sessionToken: text(company.session_token),
      ipAddress: text(company.ip_address, 64),
      campaign: object(company.campaign),
      modifiedTime: optionalTime(company.modified_time, 'modified_time'),
    },
  };
}

/** Accepted subscription states (wire-compat 1.5). */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'paused', 'trialing', 'pending', 'draft', 'future'];

/** Validates a subscription; subscription_id, company_id and status are required. */
export function normaliseSubscription(raw: unknown): ProfileResult<SubscriptionUpdate> {
  return catchInvalidField(() => subscriptionUpdate(raw));
}

function subscriptionUpdate(raw: unknown): ProfileResult<SubscriptionUpdate> {
  const source = object(raw);
  if (!source) return { invalid: 'a subscription must be a JSON object' };
  const subscriptionId = text(source.subscription_id, 512);
  if (!subscriptionId) return { invalid: 'subscription_id is required' };
  const companyId = text(source.company_id, 512);
  if (!companyId) return { invalid: 'company_id is required' };
  const status = text(source.status, 32)?.toLowerCase();
  if (!status) return { invalid: 'status is required' };
  if (!SUBSCRIPTION_STATUSES.includes(status)) return { invalid: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` };
  return {
    update: {
      subscriptionId,
      companyId,
      status,
      currentPeriodStart: optionalTime(source.current_period_start, 'current_period_start'),
      currentPeriodEnd: optionalTime(source.current_period_end, 'current_period_end'),
      items: Array.isArray(source.items) ? (source.items as Json[]) : null,
      metadata: object(source.metadata),
    },
  };
}
