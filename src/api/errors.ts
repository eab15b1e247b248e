/**
 * The plain-object error every failed API call resolves with, and the rules that read it (SPEC section 8).
 * Errors are plain objects (never `Error` instances) so they can live in Redux state.
 */

/** A failed call as the rest of the app sees it. */
export interface ApiError {
  /** HTTP status of the response; 0 when no response arrived (network failure, time-out, thrown error). */
  status: number;
  /** Transport-level message, set only when no response arrived (for example 'timeout of 30000ms exceeded'). */
  message?: string;
  /** Product error code from the body (`code` or `error.code`), for example 108 for an expired session. */
  code?: string | number;
  /** The response body as the server sent it. */
  data?: unknown;
  /** Response headers (lower-case names). */
  headers?: Record<string, string>;
  /** Set when the request was cancelled by the 30 s time-out. */
  timedOut?: boolean;
  /** The call asked the error policy not to log out or show a notice on a 401. */
  disableAutoLogout?: boolean;
  /** The call asked the error policy for no toast (session expiry and 402 rules still apply). */
  silent?: boolean;
}

/** Product error code the server sends with a 401 when the session has expired. */
export const SESSION_EXPIRED_CODE = 108;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Picks the message to show for a failure, in SPEC order: the server's error message (`data.error` as text, or
 * `data.error.message`), the body message (`data.message`), the message itself (`message`), and last the nested
 * error message (`error.message`, for failures that wrap another error). Accepts any thrown or returned value.
 */
export function selectErrorMessage(failure: unknown): string | undefined {
  const record = asRecord(failure);
  if (!record) return nonEmptyString(failure);
  const body = asRecord(record.data) ?? asRecord(asRecord(record.response)?.data);
  const serverError = body?.error;
  return (
    nonEmptyString(serverError) ??
    nonEmptyString(asRecord(serverError)?.message) ??
    nonEmptyString(body?.message) ??
    nonEmptyString(record.message) ??
    nonEmptyString(asRecord(record.error)?.message)
  );
}

/** The product error code of a response body: `code`, else `error.code`. */
export function errorCodeOf(body: unknown): string | number | undefined {
  const record = asRecord(body);
  const code = record?.code ?? asRecord(record?.error)?.code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

/** True for a 401 whose product code is 108 (sent as a number or a string). */
export function isSessionExpired(error: Pick<ApiError, 'status' | 'code'>): boolean {
  return error.status === 401 && error.code !== undefined && String(error.code).trim() === String(SESSION_EXPIRED_CODE);
}

/** The `error.msg` field a 402 response carries (the reason the plan blocks the call). */
export function upgradeReasonOf(error: ApiError): string | undefined {
  return nonEmptyString(asRecord(asRecord(error.data)?.error)?.msg);
}

/** Converts anything thrown by non-HTTP code into an ApiError without a status. */
export function apiErrorFromThrown(thrown: unknown): ApiError {
  return { status: 0, message: selectErrorMessage(thrown) ?? 'Unexpected error' };
}
