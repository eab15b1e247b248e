import { badRequest } from '../http/errors';

/** A page position: the time and id of the last record answered. */
export interface AuditCursor {
  at: Date;
  id: string;
}

/** The opaque cursor of a position (base64url JSON). */
export function encodeCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.at.getTime(), i: cursor.id })).toString('base64url');
}

/** The position of a cursor; 400 when it is not one this server answered. */
export function decodeCursor(value: string): AuditCursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { t?: unknown; i?: unknown };
    if (typeof parsed.t === 'number' && Number.isFinite(parsed.t) && typeof parsed.i === 'string' && /^[a-z0-9]{1,64}$/.test(parsed.i)) {
      return { at: new Date(parsed.t), id: parsed.i };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('cursor is not valid: pass the next_cursor of the previous page');
}
