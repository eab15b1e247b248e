import type { ProfileTooLarge } from '../events/profileSize';
import { HttpError } from '../http/errors';

/** The wire field that names each kind of profile. */
const ID_FIELDS: Record<ProfileTooLarge['kind'], string> = {
  user: 'user_id', 'anonymous user': 'anonymous_id', company: 'company_id', subscription: 'subscription_id',
};

function idOf(item: unknown, field: string): string | null {
  if (item === null || typeof item !== 'object') return null;
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;
}

/**
 * The 413 for an update that would grow a stored profile past the cap: names the profile and, in a batch, the
 * index of the first item that updates it. Nothing of the request was stored (its transaction rolled back).
 */
export function profileTooLarge(error: ProfileTooLarge, items: unknown[], batch: boolean): HttpError {
  const field = ID_FIELDS[error.kind];
  const index = items.findIndex((item) => idOf(item, field) === error.id);
  const at = batch && index >= 0 ? ` (first updated at index ${index})` : '';
  const mb = error.limit / 1024 / 1024;
  return new HttpError(413, `${error.message}${at}. Its metadata, campaign and session tokens together may not exceed ${mb} MB: nothing of this request was stored`);
}
