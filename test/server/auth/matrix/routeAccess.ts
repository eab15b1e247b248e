import { uniqueEmail } from '../../support/factories';

/** The ids of one tenant that requests are filled with (tenant B's, or placeholders). */
export interface TenantIds {
  orgId: string;
  appId: string;
  /** The owner's user id and e-mail. */
  userId: string;
  email: string;
  subscriptionId: string;
  /** The owner's server-side session. */
  sessionId: string;
  /** An event, a user profile and a company profile stored in the app. */
  eventId: string;
  profileUserId: string;
  companyId: string;
}

/** A valid request for a route: its query and body, built from the ids of the tenant it targets. */
export interface SampleRequest {
  query?: (ids: TenantIds) => Record<string, string>;
  body?: (ids: TenantIds) => unknown;
  /** Which id fills the `:id` path parameter. */
  id?: 'subscriptionId' | 'eventId' | 'profileUserId' | 'companyId';
  /** What fills a `*` wildcard. */
  wildcard?: string;
  /** Values of other path parameters that are not tenant ids (e.g. a partner name). */
  constants?: Record<string, string>;
}

/**
 * How a route is protected:
 * - public: answers anyone (the reason says why); it must still never show tenant data;
 * - collector: a collector token in X-Moesif-Application-Id, nothing else;
 * - account: any signed-in caller acting on their own account (`foreignObject`: the path names another user's object);
 * - orgRead / orgWrite: an organization's data; orgRead is open to its Read Only members, orgWrite is not.
 * `userOnly`: management tokens are refused (403); `endsSession`: runs last, it revokes the caller's session.
 */
export type RouteAccess = SampleRequest & (
  | { kind: 'public'; reason: string }
  | { kind: 'collector' }
  | { kind: 'account' | 'orgRead' | 'orgWrite'; userOnly?: true; foreignObject?: true; endsSession?: true }
);

const now = () => new Date().toISOString();
const app = (ids: TenantIds) => ({ app_id: ids.appId });
const dsl = () => ({ query: { match_all: {} } });

const COLLECTOR_BODIES: Record<string, () => unknown> = {
  events: () => ({ request: { time: now(), uri: 'https://api.example.com/matrix', verb: 'GET' }, response: { time: now(), status: 200 } }),
  actions: () => ({ action_name: 'Matrix check', request: { time: now(), uri: 'https://app.example.com/matrix' } }),
  users: () => ({ user_id: 'matrix-collector-user' }),
  companies: () => ({ company_id: 'matrix-collector-company' }),
  subscriptions: () => ({ subscription_id: 'matrix-subscription', company_id: 'matrix-collector-company', status: 'active' }),
};

function collectorRoutes(prefix: string): Array<[string, RouteAccess]> {
  const posts = Object.entries(COLLECTOR_BODIES).flatMap(([kind, body]): Array<[string, RouteAccess]> => [
    [`POST ${prefix}/${kind}`, { kind: 'collector', body }],
    [`POST ${prefix}/${kind}/batch`, { kind: 'collector', body: () => [body()] }],
  ]);
  return [
    ...posts,
    [`GET ${prefix}/config`, { kind: 'collector' }],
    [`GET ${prefix}/rules`, { kind: 'collector' }],
    [`OPTIONS ${prefix}/*`, { kind: 'public', reason: 'CORS preflight: browsers send it without credentials', wildcard: 'events' }],
  ];
}

const FORM = { name: 'Matrix Visitor', email: 'visitor@example.com', company: 'Example', message: 'Hello' };

/**
 * Every route of the server, classified. Keys are `METHOD /path` as registered, without a trailing slash (a plugin's
 * root route is registered with and without one). A route missing here fails the authorization matrix.
 */
export const ROUTE_ACCESS = new Map<string, RouteAccess>([
  // Public by design.
  ['GET /health', { kind: 'public', reason: 'liveness probe: a fixed {status} answer' }],
  ['GET /', { kind: 'public', reason: 'the SPA home page: index.html, no tenant data' }],
  ['GET /*', { kind: 'public', reason: 'static files of the web build and the SPA catch-all', wildcard: 'robots.txt' }],
  ['GET /sitemap.xml', { kind: 'public', reason: 'sitemap of the public marketing pages' }],
  ['GET /api/openapi.json', { kind: 'public', reason: 'the API description: route schemas only' }],
  ['GET /api/docs', { kind: 'public', reason: 'the API reference page, built from the description' }],
  ['POST /api/auth/signup', {
    kind: 'public', reason: 'creates an account: the caller has no token yet',
    body: () => ({ email: uniqueEmail('matrix'), password: 'correct horse battery', name: 'Matrix' }),
  }],
  ['POST /api/auth/login', {
    kind: 'public', reason: 'signs in: the caller has no token yet',
    body: () => ({ email: uniqueEmail('nobody'), password: 'not the password' }),
  }],
  ['GET /api/auth/sso/providers', { kind: 'public', reason: 'the sign-in page lists the single sign-on providers before anyone signs in' }],
  ['GET /api/auth/sso/:provider/start', { kind: 'public', reason: 'starts a single sign-on: the caller has no token yet', constants: { provider: 'acme' } }],
  ['GET /api/auth/sso/:provider/callback', { kind: 'public', reason: "the provider's redirect back; the signed flow cookie and the provider's answer are the credentials", constants: { provider: 'acme' } }],
  ['POST /api/auth/sso/exchange', { kind: 'public', reason: 'the one-time code from the callback is the credential', body: () => ({ code: 'x'.repeat(43) }) }],
  ['POST /api/auth/verify-email', { kind: 'public', reason: 'the verification link itself is the credential', body: () => ({ token: 'x'.repeat(43) }) }],
  ['POST /api/auth/mfa/verify', {
    kind: 'public', reason: 'second sign-in step: the challenge answered for the right password is the credential',
    body: () => ({ mfa_challenge: 'x'.repeat(43), code: '000000' }),
  }],
  ['POST /api/forms/demo', { kind: 'public', reason: 'marketing form of anonymous visitors', body: () => FORM }],
  ['POST /api/forms/contact', { kind: 'public', reason: 'marketing form of anonymous visitors', body: () => FORM }],
  ['POST /api/forms/support', { kind: 'public', reason: 'marketing form of anonymous visitors', body: () => FORM }],
  ['GET /api/subscription/partners', { kind: 'public', reason: 'the register page names the partner before the visitor signs in' }],

  // The collector, under /collector/v1 and its /v1 alias.
  ...collectorRoutes('/collector/v1'),
  ...collectorRoutes('/v1'),
  // OTLP trace export (server/src/traces), beside the collector under both prefixes.
  ['POST /collector/v1/traces', { kind: 'collector', body: () => ({ resourceSpans: [] }) }],
  ['POST /v1/traces', { kind: 'collector', body: () => ({ resourceSpans: [] }) }],

  // The caller's own account.
  ['POST /api/auth/refresh', { kind: 'account', userOnly: true }],
  ['GET /api/auth/profile', { kind: 'account', userOnly: true }],
  ['POST /api/auth/password', { kind: 'account', userOnly: true, body: () => ({ current_password: 'not the current one', new_password: 'another long password' }) }],
  ['GET /api/auth/sessions', { kind: 'account', userOnly: true }],
  ['POST /api/auth/sessions/revoke-others', { kind: 'account', userOnly: true }],
  ['DELETE /api/auth/sessions/:sessionId', { kind: 'account', userOnly: true, foreignObject: true }],
  ['POST /api/auth/logout', { kind: 'account', userOnly: true, endsSession: true }],
  ['POST /api/auth/verify-email/send', { kind: 'account', userOnly: true }],
  ['GET /api/auth/mfa', { kind: 'account', userOnly: true }],
  ['POST /api/auth/mfa/enrol', { kind: 'account', userOnly: true }],
  ['POST /api/auth/mfa/enrol/confirm', { kind: 'account', userOnly: true, body: () => ({ code: '000000' }) }],
  ['POST /api/auth/mfa/disable', { kind: 'account', userOnly: true, body: () => ({ password: 'not the password', code: '000000' }) }],
  ['POST /api/auth/mfa/recovery-codes', { kind: 'account', userOnly: true, body: () => ({ code: '000000' }) }],
  ['GET /api/portal/organizations', { kind: 'account' }],
  ['POST /api/portal/organizations', { kind: 'account', userOnly: true, body: () => ({ name: 'Matrix org' }) }],
  ['POST /api/portal/url_encoder', { kind: 'account', body: () => ({ url: 'https://api.example.com/v1' }) }],
  ['POST /api/management/profile', { kind: 'account', userOnly: true, body: () => ({ name: 'Matrix' }) }],
  ['PATCH /api/management/onboard/:userId', { kind: 'account', userOnly: true, foreignObject: true }],
  ['POST /api/management/requested_demo', { kind: 'account', userOnly: true, body: () => ({ requested_demo: true }) }],
  ['POST /api/management/surveyresults', { kind: 'account', userOnly: true, body: () => ({ goal: 'matrix' }) }],
  ['GET /api/subscription/subscriptions', { kind: 'account' }],
  ['GET /api/subscription/plans', { kind: 'account' }],

  // An organization's data: portal.
  ['POST /api/portal/organizations/:orgId', { kind: 'orgWrite', body: () => ({ name: 'hijacked' }) }],
  ['DELETE /api/portal/organizations/:orgId', { kind: 'orgWrite', body: () => ({ name: 'hijacked' }) }],
  ['POST /api/portal/:orgId/apps', { kind: 'orgWrite', body: () => ({ name: 'hijacked' }) }],
  ['POST /api/portal/:orgId/apps/:appId', { kind: 'orgWrite', body: () => ({ name: 'hijacked' }) }],
  ['DELETE /api/portal/:orgId/apps/:appId', { kind: 'orgWrite' }],
  ['POST /api/portal/:orgId/apps/:appId/default', { kind: 'orgWrite', body: (ids) => ({ email: ids.email }) }],
  ['GET /api/portal/:orgId/configs', { kind: 'orgRead', query: app }],
  ['POST /api/portal/:orgId/configs', { kind: 'orgWrite', body: (ids) => ({ app_id: ids.appId, sample_rate: 0 }) }],
  ['GET /api/portal/:orgId/user_roles', { kind: 'orgRead' }],
  ['GET /api/portal/:orgId/oauth/access_tokens', { kind: 'orgWrite', query: (ids) => ({ app_id: ids.appId, target: 'collector' }) }],
  ['GET /api/portal/:orgId/keys', { kind: 'orgRead' }],
  // The audit log is for Owners and Admins only (read:audit_logs): orgWrite, as Read Only members are refused.
  ['GET /api/portal/:orgId/audit', { kind: 'orgWrite' }],
  ['GET /api/portal/:orgId/audit/export', { kind: 'orgWrite' }],
  ['GET /api/portal/:orgId/retention', { kind: 'orgRead' }],
  ['PUT /api/portal/:orgId/retention', { kind: 'orgWrite', body: () => ({ retention_days: 7 }) }],
  ['POST /api/portal/:orgId/keys', { kind: 'orgWrite', body: (ids) => ({ name: 'Matrix key', kind: 'collector', app_id: ids.appId }) }],
  ['DELETE /api/portal/:orgId/keys/:keyId', { kind: 'orgWrite', constants: { keyId: 'matrixkey1' } }],
  // Management.
  ['GET /api/management/:orgId/users', { kind: 'orgRead' }],
  ['POST /api/management/:orgId/invite', { kind: 'orgWrite', body: () => ({ email: 'matrix-intruder@acme-test.io', role: 'Owner' }) }],
  ['GET /api/management/:orgId/invites', { kind: 'orgWrite' }],
  ['POST /api/management/:orgId/invites/:inviteId/resend', { kind: 'orgWrite', constants: { inviteId: 'matrixinvite1' } }],
  ['DELETE /api/management/:orgId/invites/:inviteId', { kind: 'orgWrite', constants: { inviteId: 'matrixinvite1' } }],
  ['POST /api/management/invites/lookup', { kind: 'public', reason: 'the invite link itself is the credential', body: () => ({ token: 'x'.repeat(43) }) }],
  ['POST /api/management/invites/accept', { kind: 'account', userOnly: true, body: () => ({ token: 'x'.repeat(43) }) }],
  ['DELETE /api/management/:orgId/users/:userId', { kind: 'orgWrite' }],
  ['POST /api/management/:orgId/users/:userId/role', { kind: 'orgWrite', body: () => ({ role: 'Read Only' }) }],
  // Subscription and partner links.
  ['GET /api/subscription/org/:orgId/subscription', { kind: 'orgRead' }],
  ['POST /api/subscription/subscriptions/:id', { kind: 'orgWrite', id: 'subscriptionId', body: () => ({ plan_id: 'free' }) }],
  ['POST /api/subscription/subscriptions/:id/quota_notification_preferences', {
    kind: 'orgWrite', id: 'subscriptionId', body: () => ({ event_quota_notification_percentage: 5 }),
  }],
  ['POST /api/subscription/org/:orgId/name', { kind: 'orgWrite', body: () => ({ name: 'hijacked' }) }],
  ['GET /api/subscription/partners/:partner', { kind: 'orgRead', userOnly: true, constants: { partner: 'aws' }, query: (ids) => ({ org_id: ids.orgId }) }],
  ['POST /api/subscription/partners/:partner/provision', { kind: 'orgWrite', userOnly: true, constants: { partner: 'aws' }, body: (ids) => ({ org_id: ids.orgId }) }],
  // Search.
  ...['search/events', 'count/events', 'search/users', 'search/usermetrics/users', 'count/users', 'search/companies',
    'search/companymetrics/companies', 'count/companies'].map((path): [string, RouteAccess] => [`POST /api/search/:orgId/${path}`, { kind: 'orgRead', query: app, body: dsl }]),
  ['GET /api/search/:orgId/schema', { kind: 'orgRead', query: app }],
  ['GET /api/search/:orgId/traces/:traceId', { kind: 'orgRead', userOnly: true, query: app, constants: { traceId: '4bf92f3577b34da6a3ce929d0e0e4736' } }],
  ['POST /api/search/:orgId/live/tickets', { kind: 'orgRead', query: app, body: dsl }],
  ['GET /api/search/:orgId/live/events', {
    kind: 'public', reason: 'EventSource sends no headers: a single-use ticket minted by the authenticated POST live/tickets opens it (401 without one)',
    query: (ids) => ({ app_id: ids.appId, ticket: 'no-such-ticket' }),
  }],
  ['GET /api/search/:orgId/events/:id', { kind: 'orgRead', query: app, id: 'eventId' }],
  ['GET /api/search/:orgId/search/events/:id', { kind: 'orgRead', query: app, id: 'eventId' }],
  ['GET /api/search/:orgId/users/:id', { kind: 'orgRead', query: app, id: 'profileUserId' }],
  ['GET /api/search/:orgId/companies/:id', { kind: 'orgRead', query: app, id: 'companyId' }],
  ['DELETE /api/search/:orgId/users/:id', { kind: 'orgWrite', query: app, id: 'profileUserId' }],
  ['DELETE /api/search/:orgId/companies/:id', { kind: 'orgWrite', query: app, id: 'companyId' }],
  ['POST /api/search/:orgId/users', { kind: 'orgWrite', query: app, body: (ids) => ({ user_id: ids.profileUserId, metadata: { hijacked: true } }) }],
  ['POST /api/search/:orgId/users/batch', { kind: 'orgWrite', query: app, body: (ids) => [{ user_id: ids.profileUserId, metadata: { hijacked: true } }] }],
  ['POST /api/search/:orgId/companies', { kind: 'orgWrite', query: app, body: (ids) => ({ company_id: ids.companyId, metadata: { hijacked: true } }) }],
  ['POST /api/search/:orgId/companies/batch', { kind: 'orgWrite', query: app, body: (ids) => [{ company_id: ids.companyId, metadata: { hijacked: true } }] }],
]);

/** The classification key of a registered route. */
export function accessKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;
}
