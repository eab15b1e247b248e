/**
 * msw handler factories and data for plans and subscriptions (/api/subscription): the plan page's reads and the
 * organization subscription the portal shell's plan banner reads.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Plan, Subscription } from '@/api/subscription';
import { failureResponse, isFailure, type ApiFailure } from './failure';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The plan catalogue as the server answers GET /plans?status=active. */
export const ACTIVE_PLANS: Plan[] = [
  { id: 'free', name: 'Free', status: 'active', event_quota: 100_000, quota_period: 'month', billing_period: 'none', meta_data: { feature_flags: ['analytics'] } },
  { id: 'basic-paid', name: 'Basic', status: 'active', event_quota: 2_000_000, quota_period: 'month', billing_period: 'monthly', meta_data: { feature_flags: ['analytics'] } },
  { id: 'growth-annual', name: 'Growth (annual)', status: 'active', event_quota: 5_000_000, quota_period: 'month', billing_period: 'annual', meta_data: { feature_flags: ['analytics'] } },
];

/** The trial plan a new organization is on. */
export const TRIAL_PLAN: Plan = {
  id: 'trial', name: 'Free trial', status: 'trial', event_quota: 10_000_000, quota_period: 'trial', billing_period: 'none', meta_data: { feature_flags: [] },
};

/** A subscription of the Owner's organization 'Ada Industries' in its trial, `daysLeft` days (minus a minute) to go. */
export function trialSubscription(overrides: Partial<Subscription> = {}, daysLeft = 12): Subscription {
  return {
    id: 's1',
    org_id: 'o1',
    org_name: 'Ada Industries',
    plan_id: 'trial',
    plan: TRIAL_PLAN,
    status: 'trialing',
    trial_end: new Date(Date.now() + daysLeft * DAY_MS - 60_000).toISOString(),
    cf_event_quota_notification_percentage: 80,
    event_quota: 10_000_000,
    events_used: 2_500_000,
    quota_period_start: '2026-11-09T10:00:00.000Z',
    can_update: true,
    ...overrides,
  };
}

/** The same organization after moving to a plan. */
export function activeSubscription(plan: Plan, overrides: Partial<Subscription> = {}): Subscription {
  return trialSubscription({
    plan_id: plan.id, plan, status: 'active', trial_end: null, event_quota: plan.event_quota, events_used: 0,
    quota_period_start: '2026-11-21T08:00:00.000Z', ...overrides,
  });
}

/** GET /api/subscription/subscriptions answering the given list (a function is asked on every call). */
export const subscriptionsHandler = (list: Subscription[] | (() => Subscription[])): HttpHandler =>
  http.get('/api/subscription/subscriptions', () => HttpResponse.json(typeof list === 'function' ? list() : list));

/** GET /api/subscription/plans answering the active plans. */
export const plansHandler = (plans: Plan[] = ACTIVE_PLANS): HttpHandler =>
  http.get('/api/subscription/plans', () => HttpResponse.json(plans));

/** The plan page's two reads with the given subscriptions. */
export const subscriptionPageHandlers = (list: Subscription[] | (() => Subscription[]) = [trialSubscription()]): HttpHandler[] => [
  subscriptionsHandler(list),
  plansHandler(),
];

/** A paid subscription with little usage: the plan banner has nothing to say about it. */
export const healthySubscription = (orgId: string, overrides: Partial<Subscription> = {}): Subscription =>
  activeSubscription(ACTIVE_PLANS[1], { id: `s-${orgId}`, org_id: orgId, org_name: orgId, events_used: 10, ...overrides });

/** What the org-subscription handler answers per organization id (others get a healthy subscription). */
export type OrgSubscriptionAnswers = Record<string, Subscription | ApiFailure | (() => Subscription | ApiFailure)>;

/**
 * GET /api/subscription/org/{orgId}/subscription (the shell's plan banner): the listed answer for an organization,
 * a healthy paid subscription (no banner) for any other one.
 */
export const orgSubscriptionHandler = (answers: OrgSubscriptionAnswers = {}, seen?: string[]): HttpHandler =>
  http.get('/api/subscription/org/:orgId/subscription', ({ params }) => {
    const orgId = String(params.orgId);
    seen?.push(orgId);
    const listed = answers[orgId];
    const answer = typeof listed === 'function' ? listed() : listed ?? healthySubscription(orgId);
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer);
  });
