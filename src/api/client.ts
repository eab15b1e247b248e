/**
 * The one HTTP client of the web app (SPEC section 7). Calls never throw: each resolves with
 * `{ path, response?, error? }`, where `error` is a plain ApiError for a status >= 400 or a failed transport.
 */
import axios, { AxiosError, type AxiosResponse } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { errorCodeOf, selectErrorMessage, type ApiError } from './errors';
import { getPartnerAppToken, getUnexpiredIdToken } from './storedSession';
import { API_PREFIX } from './urls';

export type { ApiError } from './errors';
export { API_PREFIX, SEARCH_API_PATH, collectorBaseUrl } from './urls';

/** Per-call options. */
export interface RequestOptions {
  /** Query parameters, serialised with qs; null and false values are left out. */
  params?: Record<string, unknown>;
  /** JSON request body. */
  data?: unknown;
  /** Authorization token for this call, taking precedence over the stored session. */
  token?: string;
  /** Absolute base URL; a base ending in /portal or /search is not doubled by a path starting with it. */
  baseURL?: string;
  headers?: Record<string, string>;
  /** Error policy: no logout and no notice for a 401 on this call. */
  disableAutoLogout?: boolean;
  /** Error policy: no toast for this call (session-expiry and 402 rules still apply). */
  silent?: boolean;
}

/** Outcome of a call. */
export interface ApiResult<T = unknown> {
  /** The URL path the call went to (without the query string). */
  path: string;
  response?: { status: number; data: T; headers: Record<string, string> };
  error?: ApiError;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const DEDUPLICATED_SEGMENTS = ['/portal', '/search'];

const http = axios.create({ timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });

const isAbsoluteUrl = (path: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(path);

/** Where a call goes: absolute URLs as given, else the base (without a doubled /portal or /search) or /api. */
export function resolveRequestUrl(path: string, baseURL?: string): string {
  if (isAbsoluteUrl(path)) return path;
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (!baseURL) return `${API_PREFIX}${relative}`;
  const base = baseURL.replace(/\/+$/, '');
  const doubled = DEDUPLICATED_SEGMENTS.find(
    (segment) => base.endsWith(segment) && (relative === segment || relative.startsWith(`${segment}/`)),
  );
  return `${base}${doubled ? relative.slice(doubled.length) : relative}`;
}

/**
 * The query-string serialiser (qs) is loaded with the first call that has params: most calls have none, and the
 * public pages that use the client at all (forms, the status check) then never download it.
 */
async function paramsSerializerFor(params: Record<string, unknown> | undefined) {
  if (!params) return undefined;
  const { serializeParams } = await import(/* webpackChunkName: "query-string" */ './params');
  return { serialize: serializeParams };
}

/** A random id sent as x-request-id so a call can be found in server logs. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Token for the Authorization header: explicit, else the unexpired stored id token, else a partner app token. */
export function resolveAuthToken(explicitToken?: string): string | null {
  return explicitToken || getUnexpiredIdToken() || getPartnerAppToken();
}

function authorizationValue(token: string): string {
  return /^(Bearer|Basic) /i.test(token) ? token : `Bearer ${token}`;
}

function plainHeaders(response: AxiosResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  Object.entries(response.headers ?? {}).forEach(([name, value]) => {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  });
  return headers;
}

function failureOf(thrown: unknown, options: RequestOptions): ApiError {
  const timedOut = thrown instanceof AxiosError && thrown.code === AxiosError.ECONNABORTED;
  const message = selectErrorMessage(thrown) ?? 'Network request failed';
  return { status: 0, message, timedOut, disableAutoLogout: options.disableAutoLogout, silent: options.silent };
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const url = resolveRequestUrl(path, options.baseURL);
  const token = resolveAuthToken(options.token);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'x-request-id': newRequestId(),
    ...(token ? { Authorization: authorizationValue(token) } : {}),
    ...options.headers,
  };
  try {
    const response = await http.request<T>({
      method,
      url,
      headers,
      data: options.data,
      params: options.params,
      paramsSerializer: await paramsSerializerFor(options.params),
    });
    const result = { status: response.status, data: response.data, headers: plainHeaders(response) };
    if (response.status < 400) return { path: url, response: result };
    const error: ApiError = {
      status: response.status,
      code: errorCodeOf(response.data),
      data: response.data,
      headers: result.headers,
      disableAutoLogout: options.disableAutoLogout,
      silent: options.silent,
    };
    return { path: url, response: result, error };
  } catch (thrown) {
    return { path: url, error: failureOf(thrown, options) };
  }
}

/** The API client: one function per HTTP method, each `(path, options?) => Promise<ApiResult<T>>`. */
export const apiClient = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('get', path, options),
  post: <T = unknown>(path: string, options?: RequestOptions) => request<T>('post', path, options),
  put: <T = unknown>(path: string, options?: RequestOptions) => request<T>('put', path, options),
  patch: <T = unknown>(path: string, options?: RequestOptions) => request<T>('patch', path, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('delete', path, options),
};
