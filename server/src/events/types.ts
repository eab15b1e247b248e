/** A JSON value as received on the wire. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** Kind of a stored event: an API call captured by an SDK or gateway, or a user action (custom event). */
export type EventType = 'api_call' | 'user_action';

/** One event after validation and enrichment, ready to store. Times are JS Dates in UTC. */
export interface EventRecord {
  id: string;
  orgId: string;
  appId: string;
  eventType: EventType;
  actionName: string | null;
  /** request.time: the analytic time axis. */
  time: Date;
  responseTime: Date | null;
  uri: string | null;
  /** Path with ids, uuids and numbers replaced by {id}. */
  route: string | null;
  verb: string | null;
  status: number | null;
  durationMs: number | null;
  userId: string | null;
  companyId: string | null;
  subscriptionId: string | null;
  sessionToken: string | null;
  anonymousId: string | null;
  ip: string | null;
  /** JSON texts (or null). */
  requestHeaders: string | null;
  responseHeaders: string | null;
  requestBody: string | null;
  responseBody: string | null;
  requestTransferEncoding: string | null;
  responseTransferEncoding: string | null;
  metadata: string | null;
  /** 1 / sample rate: how many real calls this row stands for. */
  weight: number;
  transactionId: string | null;
  direction: string | null;
  apiVersion: string | null;
  userAgent: UserAgentInfo;
  traceId: string | null;
  spanId: string | null;
  parentSpanId: string | null;
  blockedBy: string | null;
}

/** Browser or client parsed from a User-Agent string. */
export interface UserAgentInfo {
  name: string | null;
  major: string | null;
  minor: string | null;
  patch: string | null;
  os: string | null;
}

/**
 * A user profile update (collector or search API). An identified user has a userId; a visitor the browser SDK has
 * not identified yet has only an anonymousId (campaign / first-touch data). Both present link the two.
 */
export interface UserUpdate {
  userId: string | null;
  /** The browser SDK's visitor id; absent or null when the update does not name one. */
  anonymousId?: string | null;
  companyId: string | null;
  metadata: JsonObject | null;
  sessionToken: string | null;
  ipAddress: string | null;
  userAgentString: string | null;
  campaign: JsonObject | null;
  modifiedTime: Date | null;
}

/** A user update that names its user. */
export type IdentifiedUserUpdate = UserUpdate & { userId: string };

/** A company profile update. */
export interface CompanyUpdate {
  companyId: string;
  companyDomain: string | null;
  metadata: JsonObject | null;
  sessionToken: string | null;
  ipAddress: string | null;
  campaign: JsonObject | null;
  modifiedTime: Date | null;
}

/** A subscription upsert. */
export interface SubscriptionUpdate {
  subscriptionId: string;
  companyId: string;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  items: Json[] | null;
  metadata: JsonObject | null;
}

/** The org and app every stored row belongs to. */
export interface Tenant {
  orgId: string;
  appId: string;
}

/** One string per tenant, for maps and locks keyed by org and app. */
export function tenantKey(tenant: Tenant): string {
  return `${tenant.orgId}\u0000${tenant.appId}`;
}
