/** Links out of an event's detail: the event log of the event's user or company. */
import { eventsPath } from '@/app/paths';
import { isCondition, toQueryString, type QueryModel } from '@/portal/shared/queryModel';

/** Who an event belongs to, by the field of the search schema that names them. */
export const WHO_FIELDS = { user: 'user_id', company: 'company_id' } as const;

/** An event's user or company. */
export type Who = keyof typeof WHO_FIELDS;

/**
 * The event log of one user or company (`user_id is id`, `company_id is id`) in the view's window and zone. The
 * view's other filters are left out: the link shows everything that user or company did in the window.
 */
export function eventsOfLink(orgId: string, appId: string, model: QueryModel, who: Who, id: string): string {
  return `${eventsPath(orgId, appId)}?${toQueryString({ ...model, filters: { op: 'and', items: [isCondition(WHO_FIELDS[who], id)] } })}`;
}
