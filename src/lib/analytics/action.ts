/** The action payload of the collector's actions API (`POST /v1/actions/batch` takes an array of these). */

/** One tracked action, as sent to the collector. */
export interface CollectorAction {
  /** What happened, e.g. 'page viewed', 'landing viewed', 'clicked'. */
  action_name: string;
  /** Unique per action, so a batch that is sent twice is stored once. */
  transaction_id: string;
  request: {
    /** ISO-8601 time of the action. */
    time: string;
    /** The page the action happened on, without its fragment. */
    uri: string;
    user_agent_string: string;
  };
  user_id?: string;
  company_id?: string;
  /** Event properties plus the visit's tracked properties (referrer, utm fields, gclid). */
  metadata: Record<string, unknown>;
}

/** A random UUID for transaction_id. */
export function newTransactionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The current page for request.uri: origin, path and query, never the fragment (it may hold a token). */
export function currentPageUri(location: Pick<Location, 'origin' | 'pathname' | 'search'> = window.location): string {
  return `${location.origin}${location.pathname}${location.search}`;
}
