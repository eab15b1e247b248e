import { MASK_VALUE } from '../portal/appConfig';

/** What an app masks before storage (portal settings mask_headers and mask_body_fields). */
export interface MaskRules {
  /** Header names, compared without case, masked in request and response headers. */
  headers: string[];
  /** Dot paths into JSON request and response bodies; a path crossing an array applies to each item. */
  bodyFields: string[];
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

function maskHeaders(headers: unknown, names: Set<string>): void {
  if (!isObject(headers)) return;
  for (const key of Object.keys(headers)) if (names.has(key.toLowerCase())) headers[key] = MASK_VALUE;
}

function maskPath(value: unknown, segments: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) maskPath(item, segments);
    return;
  }
  if (!isObject(value) || segments.length === 0) return;
  const [head, ...rest] = segments;
  if (!Object.prototype.hasOwnProperty.call(value, head)) return;
  if (rest.length === 0) value[head] = MASK_VALUE;
  else maskPath(value[head], rest);
}

/** A JSON body that arrived as text (some SDKs send it so) is masked too; other text (base64, XML) is left as is. */
function maskBody(holder: Json, paths: string[][]): void {
  let body = holder.body;
  const asText = typeof body === 'string' && holder.transfer_encoding !== 'base64' && /^\s*[[{]/.test(body);
  if (asText) {
    try { body = JSON.parse(body as string); } catch { return; }
  }
  if (!isObject(body) && !Array.isArray(body)) return;
  for (const segments of paths) maskPath(body, segments);
  if (asText) holder.body = JSON.stringify(body);
}

/** True when the rules mask nothing (the common case: the event is not walked). */
export const masksNothing = (rules: MaskRules | undefined): boolean => !rules || (rules.headers.length === 0 && rules.bodyFields.length === 0);

/**
 * Replaces masked header values and body fields of one wire event or action by MASK_VALUE, in place, before it is
 * validated and stored: the original values never reach storage.
 */
export function maskWireEvent(raw: unknown, rules: MaskRules | undefined): unknown {
  if (!rules || masksNothing(rules) || !isObject(raw)) return raw;
  const names = new Set(rules.headers.map((name) => name.toLowerCase()));
  const paths = rules.bodyFields.map((path) => path.split('.'));
  for (const side of [raw.request, raw.response]) {
    if (!isObject(side)) continue;
    maskHeaders(side.headers, names);
    if (paths.length > 0) maskBody(side, paths);
  }
  return raw;
}
