import type { EventRecord } from '../events/types';
import { parseUserAgent } from '../events/userAgent';
import { ACTIONS, CLIENT_ERRORS, GRAPHQL_ENDPOINTS, REST_ENDPOINTS, SERVER_ERRORS, SOAP_ENDPOINTS, USER_AGENTS, type DemoEndpoint } from './catalog';
import { demoAnonymousIp, demoUserIp } from './demoGeo';
import type { DemoCompany, DemoUser } from './demoProfiles';
import type { Prng } from './prng';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A window of elevated 5xx answers and latency on one demo app (what an incident looks like on the charts). */
interface Incident { appId: string; start: number; end: number }

/** Everything the traffic generator draws from. */
export interface TrafficModel {
  orgId: string;
  now: number;
  users: DemoUser[];
  companies: DemoCompany[];
  incidents: Incident[];
}

/** Three incidents at fixed offsets into the last 30 days. */
export function demoIncidents(now: number): Incident[] {
  return [
    { appId: 'demodefault', start: now - 3.4 * DAY, end: now - 3.4 * DAY + 90 * 60_000 },
    { appId: 'demodefault', start: now - 11.7 * DAY, end: now - 11.7 * DAY + 45 * 60_000 },
    { appId: 'demographql', start: now - 22.2 * DAY, end: now - 22.2 * DAY + 2 * HOUR },
  ];
}

/** Relative traffic at a moment: busy Pacific-time afternoons, quieter nights and weekends, slow growth. */
function intensity(t: number, now: number): number {
  const local = new Date(t - 8 * HOUR);
  const hour = local.getUTCHours() + local.getUTCMinutes() / 60;
  const daily = 0.2 + 0.8 * Math.exp(-((hour - 13) ** 2) / (2 * 4 ** 2));
  const weekly = local.getUTCDay() === 0 || local.getUTCDay() === 6 ? 0.45 : 1;
  const growth = 0.8 + 0.2 * (1 - (now - t) / (30 * DAY));
  return daily * weekly * growth;
}

/** `count` event times over the last 30 days following the seasonality curve, ascending. */
export function demoTimes(prng: Prng, count: number, now: number): Float64Array {
  const times = new Float64Array(count);
  const start = now - 30 * DAY + HOUR;
  for (let i = 0; i < count;) {
    const t = start + prng.next() * (now - start);
    if (prng.next() < intensity(t, now)) times[i++] = t;
  }
  return times.sort();
}

const weightedEndpoints = (endpoints: DemoEndpoint[]) => endpoints.map((e) => ({ weight: e.weight, value: e }));
const APPS = [
  { weight: 70, value: { appId: 'demodefault', host: 'https://api.acmepay.dev', endpoints: weightedEndpoints(REST_ENDPOINTS) } },
  { weight: 20, value: { appId: 'demographql', host: 'https://graph.acmepay.dev', endpoints: weightedEndpoints(GRAPHQL_ENDPOINTS) } },
  { weight: 10, value: { appId: 'demosoap', host: 'https://soap.acmepay.dev', endpoints: weightedEndpoints(SOAP_ENDPOINTS) } },
];

function statusOf(prng: Prng, endpoint: DemoEndpoint, inIncident: boolean): number {
  const serverRate = inIncident ? 0.35 : endpoint.serverErrorRate;
  const r = prng.next();
  if (r < serverRate) return prng.weighted(SERVER_ERRORS);
  if (r < serverRate + endpoint.clientErrorRate) return prng.weighted(CLIENT_ERRORS);
  return endpoint.okStatus ?? 200;
}

function bodiesOf(prng: Prng, appId: string, endpoint: DemoEndpoint, status: number, objectId: string | null) {
  if (appId === 'demographql') {
    const request = { operationName: endpoint.operation, query: `query ${endpoint.operation} { ... }`, variables: objectId ? { id: objectId } : {} };
    const response = status >= 400 ? { errors: [{ message: status >= 500 ? 'Internal server error' : 'Invalid input' }] } : { data: { [String(endpoint.operation)]: { id: objectId ?? `obj_${prng.token(10)}` } } };
    return { request: JSON.stringify(request), response: JSON.stringify(response), encoding: null };
  }
  if (appId === 'demosoap') {
    const xml = `<soap:Envelope><soap:Body><${endpoint.operation}Request/></soap:Body></soap:Envelope>`;
    return { request: JSON.stringify(Buffer.from(xml).toString('base64')), response: null, encoding: 'base64' };
  }
  const request = endpoint.verb === 'GET' ? null : JSON.stringify({ amount: prng.int(100, 50000), currency: prng.pick(['usd', 'eur', 'gbp']) });
  const response = status >= 400 ? { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message: status === 404 ? 'No such object' : 'The request could not be completed' } } : { id: objectId ?? `obj_${prng.token(14)}`, object: endpoint.path.split('/')[2] ?? 'object' };
  return { request, response: JSON.stringify(response), encoding: null };
}

interface Caller { user: DemoUser | null; company: DemoCompany | null; userAgent: string; ip: string; anonymousId: string | null }

/** The record with the fields every demo event shares; one object shape for all events keeps generation fast. */
function record(model: TrafficModel, id: string, t: number, caller: Caller, appId: string): EventRecord {
  return {
    id, orgId: model.orgId, appId, eventType: 'api_call', actionName: null, time: new Date(t), responseTime: null, uri: null, route: null,
    verb: null, status: null, durationMs: null, userId: caller.user?.update.userId ?? null, companyId: caller.company?.update.companyId ?? null,
    subscriptionId: caller.company?.subscription.subscriptionId ?? null, sessionToken: null, anonymousId: caller.anonymousId, ip: caller.ip,
    requestHeaders: null, responseHeaders: null, requestBody: null, responseBody: null, requestTransferEncoding: null, responseTransferEncoding: null,
    metadata: null, weight: 1, transactionId: null, direction: null, apiVersion: null,
    userAgent: parseUserAgent(caller.userAgent),
    traceId: null, spanId: null, parentSpanId: null, blockedBy: null,
  };
}

function userAction(prng: Prng, model: TrafficModel, t: number, id: string, caller: Caller): EventRecord {
  const event = record(model, id, t, caller, 'demodefault');
  const actionName = prng.weighted(ACTIONS);
  const page = actionName === 'Viewed Pricing' ? '/pricing' : actionName === 'Viewed Docs' ? '/docs' : '/dashboard';
  event.eventType = 'user_action';
  event.actionName = actionName;
  event.uri = `https://app.acmepay.dev${page}`;
  event.route = page;
  event.verb = 'GET';
  event.requestHeaders = `{"user-agent":${JSON.stringify(caller.userAgent)}}`;
  event.metadata = JSON.stringify({ plan: caller.company?.plan ?? 'Free', source: prng.pick(['web', 'docs', 'email']) });
  return event;
}

/** One demo event at time t (an API call, or about 2% of the time a user action in the default app). */
export function demoEvent(prng: Prng, model: TrafficModel, t: number, id: string): EventRecord {
  const user = prng.next() < 0.08 ? null : model.users[prng.skewed(model.users.length)];
  const company = user ? model.companies[user.companyIndex] : null;
  const userAgent = prng.pick(USER_AGENTS);
  const draws = [prng.next(), prng.next(), prng.next(), prng.next()] as const;
  const ip = user ? demoUserIp(user.update.userId ?? '', String(company?.update.metadata?.region)) : demoAnonymousIp(draws);
  const caller: Caller = { user, company, userAgent, ip, anonymousId: user ? null : `anon_${prng.token(10)}` };
  if (prng.next() < 0.02) return userAction(prng, model, t, id, caller);
  const app = prng.weighted(APPS);
  const endpoint = prng.weighted(app.endpoints);
  const inIncident = model.incidents.some((i) => i.appId === app.appId && t >= i.start && t < i.end);
  const status = statusOf(prng, endpoint, inIncident);
  const objectId = endpoint.idPrefix ? `${endpoint.idPrefix}_${prng.token(14)}` : null;
  const path = objectId ? endpoint.path.replace('{id}', objectId) : endpoint.path;
  const latency = Math.max(1, Math.round(prng.logNormal(endpoint.medianMs * (inIncident ? 4 : 1) * (status >= 400 && status < 500 ? 0.5 : 1), 0.55)));
  const bodies = bodiesOf(prng, app.appId, endpoint, status, objectId);
  const query = endpoint.verb === 'GET' && !objectId && prng.next() < 0.5 ? `?limit=${prng.pick([10, 20, 50, 100])}` : '';
  const contentType = app.appId === 'demosoap' ? 'text/xml' : 'application/json';
  const event = record(model, id, t, caller, app.appId);
  event.responseTime = new Date(t + latency);
  event.uri = `${app.host}${path}${query}`;
  event.route = endpoint.path;
  event.verb = endpoint.verb;
  event.status = status;
  event.durationMs = latency;
  event.requestHeaders = `{"host":"${app.host.slice(8)}","user-agent":${JSON.stringify(caller.userAgent)},"content-type":"${contentType}"}`;
  event.responseHeaders = `{"content-type":"${contentType}"}`;
  event.requestBody = bodies.request;
  event.responseBody = bodies.response;
  event.requestTransferEncoding = bodies.encoding;
  event.direction = 'Incoming';
  const region = caller.company ? String(caller.company.update.metadata?.region) : 'us-east';
  const operation = endpoint.operation ? `,"${app.appId === 'demographql' ? 'operationName' : 'soapAction'}":"${endpoint.operation}"` : '';
  event.metadata = `{"plan":"${caller.company?.plan ?? 'Free'}","region":"${region}"${operation}}`;
  return event;
}
