/**
 * Pure rules of the integration check (SPEC sections 3, 4, 8 and 9): what each check asks the search API, how an
 * answer becomes a result, which failures count as no error, and the fixed data of the demo organization.
 */
import type { SearchBody, SearchWindow } from '@/api/search';

/** The five checks: API calls and actions, user profiles, company profiles, events with a user id, with a company id. */
export const CHECK_KINDS = ['event', 'user', 'company', 'userId', 'companyId'] as const;
/** One of the five checks. */
export type CheckKind = (typeof CHECK_KINDS)[number];
/** The checks answered by an event search. */
export type EventCheckKind = Extract<CheckKind, 'event' | 'userId' | 'companyId'>;

/** Integration check result (SPEC section 3). */
export interface IntegrationCheckResult {
  dataExists: boolean;
  /** API calls found; for the user and company checks, the number of profiles. */
  eventCount: number;
  /** User actions found (always 0 for the profile checks). */
  actionsCount: number;
}

/** The window the checks search (SPEC section 9). */
export const CHECK_WINDOW: SearchWindow = { from: '-30d', to: 'now' };
/** Documents each check fetches to show what was found (SPEC section 9). */
export const CHECK_SAMPLE_SIZE = 10;
/** How often the wait step checks again. */
export const CHECK_INTERVAL_MS = 3000;

const EVENT_FIELDS = ['request.time', 'request.verb', 'request.uri', 'response.status', 'user_id', 'company_id'];
const ID_FIELD: Record<EventCheckKind, string | null> = { event: null, userId: 'user_id', companyId: 'company_id' };

/**
 * The body of an event check: the newest API calls (post_filter) with a count of the actions beside them (aggs
 * ignore the post_filter), limited to events that carry a user or company id for those checks.
 */
export function eventCheckBody(kind: EventCheckKind): SearchBody {
  const field = ID_FIELD[kind];
  return {
    size: CHECK_SAMPLE_SIZE,
    query: field ? { exists: { field } } : { match_all: {} },
    post_filter: { term: { event_type: 'api_call' } },
    aggs: { actions: { filter: { term: { event_type: 'user_action' } } } },
    sort: [{ 'request.time': 'desc' }],
    _source: EVENT_FIELDS,
  };
}

/** The body of a user or company check. */
export const profileCheckBody = (kind: 'user' | 'company'): SearchBody => ({
  size: CHECK_SAMPLE_SIZE,
  query: { match_all: {} },
  _source: kind === 'user' ? ['user_id', 'email'] : ['company_id', 'company_domain'],
});

/** An empty result: nothing found yet. */
export const NO_DATA: IntegrationCheckResult = { dataExists: false, eventCount: 0, actionsCount: 0 };

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

/** A total as a number, whether sent plain or Elasticsearch 7's `{value}`. */
function totalOf(total: unknown): number {
  const value = typeof total === 'number' ? total : asRecord(total)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The result of a search answer: hits.total counts, plus the `actions` aggregation's doc_count for event checks. */
export function checkResultOf(response: { hits?: { total?: unknown }; aggregations?: Record<string, unknown> }): IntegrationCheckResult {
  const eventCount = totalOf(response.hits?.total);
  const actionsCount = totalOf(asRecord(response.aggregations?.actions)?.doc_count);
  return { dataExists: eventCount + actionsCount > 0, eventCount, actionsCount };
}

/** Search failures the checks treat as no error (SPEC section 8): the search cluster is busy or still warming up. */
export function isToleratedSearchFailure(message: string): boolean {
  return /Internal Server Error|all shards failed/i.test(message);
}

/**
 * The result a tolerated failure stands for (SPEC section 4): the last answer when it had found data; else user and
 * company checks count as data present, the others as nothing found yet.
 */
export function resultAfterToleratedFailure(kind: CheckKind, previous: IntegrationCheckResult | null): IntegrationCheckResult {
  if (previous?.dataExists) return previous;
  return kind === 'user' || kind === 'company' ? { dataExists: true, eventCount: 0, actionsCount: 0 } : NO_DATA;
}

/** What the demo organization shows instead of searching (SPEC section 9: 200 hits, 100 profiles, 30 actions). */
export function demoCheckResult(kind: CheckKind): IntegrationCheckResult {
  if (kind === 'user' || kind === 'company') return { dataExists: true, eventCount: 100, actionsCount: 0 };
  return { dataExists: true, eventCount: 200, actionsCount: 30 };
}

/** Where one app's checks are kept. */
export const checksKey = (orgId: string, appId: string): string => `${orgId}/${appId}`;
