/** Calls on the search API (/api/search, SPEC section 7). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** A time window in the search API's terms: relative (`-24h`, `-30d`), date math, ISO 8601 or `now`. */
export interface SearchWindow {
  from: string;
  to: string;
}

/** What POST /search/{org}/count/events answers. */
export interface EventCountResponse {
  hits: {
    /** Number of events in the window (sampled events counted as sent). */
    total: number;
  };
}

/** POST /search/{org}/count/events?app_id&from&to with an empty query: the number of API calls of an app. */
export const requestEventCount = (
  orgId: string,
  appId: string,
  window: SearchWindow,
  options?: RequestOptions,
): Promise<ApiResult<EventCountResponse>> =>
  apiClient.post<EventCountResponse>(`/search/${encodeURIComponent(orgId)}/count/events`, {
    ...options,
    params: { app_id: appId, from: window.from, to: window.to },
    data: {},
  });

/** A search request body in the Elasticsearch DSL subset the server compiles (server/src/search/README.md). */
export type SearchBody = Record<string, unknown>;

/** What a count or search with aggregations answers: the total plus the named aggregation results. */
export interface AggregationResponse extends EventCountResponse {
  aggregations?: Record<string, unknown>;
}

/** POST /search/{org}/count/events?app_id&from&to with a query and aggregations (no hits). */
export const requestEventAggregations = (
  orgId: string,
  appId: string,
  window: SearchWindow,
  body: SearchBody,
  options?: RequestOptions,
): Promise<ApiResult<AggregationResponse>> =>
  apiClient.post<AggregationResponse>(`/search/${encodeURIComponent(orgId)}/count/events`, {
    ...options,
    params: { app_id: appId, from: window.from, to: window.to },
    data: body,
  });

/** One document of a search answer. */
export interface SearchHit<TSource> {
  _id: string;
  /** The document (only the fields asked for when the body lists `_source`). */
  _source: TSource;
  /** Sort values of the hit, for `search_after` paging. */
  sort?: unknown[];
}

/** What the search endpoints answer (Elasticsearch-shaped, status 201). */
export interface SearchResponse<TSource> {
  took: number;
  timed_out: boolean;
  hits: {
    /** Number of matching documents (a plain number, not Elasticsearch 7's `{value}`). */
    total: number;
    /** At most `size` documents. */
    hits: SearchHit<TSource>[];
  };
  /** Results of the body's `aggs`, by aggregation name. */
  aggregations?: Record<string, unknown>;
}

/** The fields of an event document (an API call or a user action) that the portal reads. */
export interface EventDocument {
  id?: string;
  /** `api_call` for an API call, `user_action` for an action. */
  event_type?: 'api_call' | 'user_action';
  /** Name of a user action. */
  action_name?: string;
  user_id?: string;
  company_id?: string;
  request?: { time?: string; uri?: string; verb?: string };
  response?: { status?: number };
}

/** The fields of a user profile the portal reads. */
export interface UserDocument {
  user_id: string;
  company_id?: string;
  email?: string;
  name?: string;
}

/** The fields of a company profile the portal reads. */
export interface CompanyDocument {
  company_id: string;
  company_domain?: string;
}

const searchPath = (orgId: string, what: string) => `/search/${encodeURIComponent(orgId)}/search/${what}`;

/** POST /search/{org}/search/events?app_id&from&to: events of an app in a window, with the body's query and aggs. */
export const requestSearchEvents = (
  orgId: string,
  appId: string,
  window: SearchWindow,
  body: SearchBody,
  options?: RequestOptions,
): Promise<ApiResult<SearchResponse<EventDocument>>> =>
  apiClient.post<SearchResponse<EventDocument>>(searchPath(orgId, 'events'), {
    ...options,
    params: { app_id: appId, from: window.from, to: window.to },
    data: body,
  });

/** POST /search/{org}/search/users?app_id: user profiles of an app (profiles have no time window). */
export const requestSearchUsers = (
  orgId: string,
  appId: string,
  body: SearchBody,
  options?: RequestOptions,
): Promise<ApiResult<SearchResponse<UserDocument>>> =>
  apiClient.post<SearchResponse<UserDocument>>(searchPath(orgId, 'users'), { ...options, params: { app_id: appId }, data: body });

/** POST /search/{org}/search/companies?app_id: company profiles of an app. */
export const requestSearchCompanies = (
  orgId: string,
  appId: string,
  body: SearchBody,
  options?: RequestOptions,
): Promise<ApiResult<SearchResponse<CompanyDocument>>> =>
  apiClient.post<SearchResponse<CompanyDocument>>(searchPath(orgId, 'companies'), { ...options, params: { app_id: appId }, data: body });

/** The fields of an event the event log lists (an API call or a user action). */
export interface EventRowDocument extends EventDocument {
  request?: EventDocument['request'] & {
    /** The route template the call matched (`/orders/:id`), when the integration sends it. */
    route?: string;
  };
  /** Time between request and response in milliseconds. */
  duration_ms?: number;
}

/** POST /search/{org}/search/events?app_id&from&to: one page of the event log (the body lists `_source`). */
export const requestEventRows = (
  orgId: string,
  appId: string,
  window: SearchWindow,
  body: SearchBody,
  options?: RequestOptions,
): Promise<ApiResult<SearchResponse<EventRowDocument>>> =>
  apiClient.post<SearchResponse<EventRowDocument>>(searchPath(orgId, 'events'), {
    ...options,
    params: { app_id: appId, from: window.from, to: window.to },
    data: body,
  });

/** Headers of a request or response, by name. */
export type EventHeaders = Record<string, string>;

/** One side of an API call as the event holds it. */
export interface EventMessage {
  time?: string;
  /** Header values by name. */
  headers?: EventHeaders;
  /** The body: a JSON value, or text (base64 when `transfer_encoding` is `base64`). */
  body?: unknown;
  /** `base64` when the body is base64 text; `json` or absent otherwise. */
  transfer_encoding?: string;
}

/** A whole event (GET /search/{org}/events/{id}). */
export interface EventDetailDocument extends EventRowDocument {
  request?: EventRowDocument['request'] &
    EventMessage & {
      ip_address?: string;
      api_version?: string;
      /** The country of `ip_address`, resolved at ingest (absent for private or unlisted addresses). */
      geo_ip?: { country_code2?: string };
    };
  response?: EventRowDocument['response'] & EventMessage;
  session_token?: string;
  anonymous_id?: string;
  transaction_id?: string;
  /** Free-form data the integration attached. */
  metadata?: Record<string, unknown>;
}

/** What GET /search/{org}/events/{id} answers. */
export interface EventDetailResponse {
  _id: string;
  _source: EventDetailDocument;
  sort?: unknown[];
}

/** GET /search/{org}/events/{id}?app_id: one whole event. */
export const requestEvent = (
  orgId: string,
  appId: string,
  eventId: string,
  options?: RequestOptions,
): Promise<ApiResult<EventDetailResponse>> =>
  apiClient.get<EventDetailResponse>(`/search/${encodeURIComponent(orgId)}/events/${encodeURIComponent(eventId)}`, {
    ...options,
    params: { app_id: appId },
  });

/** One searchable field of the search schema. */
export interface SchemaField {
  /** The DSL name (`response.status`, `metadata.plan`). */
  name: string;
  type: 'string' | 'number' | 'time' | 'boolean';
  /** `fixed`: always searchable; `discovered`: a JSON key found in the app's recent data. */
  source: 'fixed' | 'discovered';
}

/** The searchable fields of one entity. */
export interface EntitySchema {
  fields: SchemaField[];
  /** True when more fields were discovered than listed. */
  truncated: boolean;
}

/** What GET /search/{org}/schema answers: one key per entity. */
export interface SearchSchemaResponse {
  events?: EntitySchema;
  users?: EntitySchema;
  companies?: EntitySchema;
}

/** GET /search/{org}/schema?app_id: the fields the DSL can search for events, users and companies. */
export const requestSearchSchema = (orgId: string, appId: string, options?: RequestOptions): Promise<ApiResult<SearchSchemaResponse>> =>
  apiClient.get<SearchSchemaResponse>(`/search/${encodeURIComponent(orgId)}/schema`, { ...options, params: { app_id: appId } });
