/** How one event's detail reads: headers as rows, bodies decoded and pretty-printed, and the request as curl. */
import type { EventDetailDocument, EventHeaders } from '@/api/search';
import { shellQuote } from '@/portal/shared/queryModel';

/** Characters of a body shown before "Show the whole body". */
export const BODY_PREVIEW_CHARS = 4000;

/** A body ready to show. */
export interface ShownBody {
  /** The text (pretty-printed when JSON). */
  text: string;
  /** `json`, `text`, or `binary` for base64 that is not text (shown as sent). */
  kind: 'json' | 'text' | 'binary';
}

/** Control characters other than tab, new line, form feed and carriage return: a sign of binary data. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x09 || (code > 0x0d && code < 0x20)) return true;
  }
  return false;
}

/** Decodes base64 into UTF-8 text; null when it is not base64 or not valid UTF-8 text. */
export function decodeBase64Text(value: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(value.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return hasControlCharacters(text) ? null : text;
  } catch {
    return null;
  }
}

function prettyIfJson(text: string): ShownBody {
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), kind: 'json' };
  } catch {
    return { text, kind: 'text' };
  }
}

/** A body as the event holds it, ready to show; null without a body. */
export function showBody(body: unknown, transferEncoding: string | undefined): ShownBody | null {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body !== 'string') return { text: JSON.stringify(body, null, 2), kind: 'json' };
  if (transferEncoding === 'base64') {
    const decoded = decodeBase64Text(body);
    return decoded === null ? { text: body, kind: 'binary' } : prettyIfJson(decoded);
  }
  return prettyIfJson(body);
}

/** The first `limit` characters of a text, and whether some were left out. */
export function truncate(text: string, limit: number = BODY_PREVIEW_CHARS): { text: string; truncated: boolean } {
  return text.length > limit ? { text: text.slice(0, limit), truncated: true } : { text, truncated: false };
}

/** Headers as [name, value] rows, sorted by name. */
export function headerRows(headers: EventHeaders | undefined): [string, string][] {
  if (!headers || typeof headers !== 'object') return [];
  return Object.entries(headers)
    .map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The full URL of the request: the URI as sent (absolute in events). */
const requestUrl = (event: EventDetailDocument): string => event.request?.uri ?? '';

/**
 * The original request as a curl command: method, URL, the headers and the body the event holds (the customer's
 * own data, nothing added). Every word is single-quoted for a POSIX shell.
 */
export function curlForEvent(event: EventDetailDocument): string {
  const request = event.request ?? {};
  const lines = [`curl -X ${shellQuote(request.verb ?? 'GET')} ${shellQuote(requestUrl(event))}`];
  for (const [name, value] of headerRows(request.headers)) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  const body = request.body;
  if (body !== undefined && body !== null && body !== '') {
    const raw = typeof body === 'string' ? (request.transfer_encoding === 'base64' ? (decodeBase64Text(body) ?? body) : body) : JSON.stringify(body);
    lines.push(`  --data-raw ${shellQuote(raw)}`);
  }
  return lines.join(' \\\n');
}
