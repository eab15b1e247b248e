/** Links from a segment into the event log: the view's range and filters plus the segment's conditions. */
import { add } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { eventsPath } from '@/app/paths';
import {
  COMPANY_FIRST_SEEN_FIELD,
  defaultQueryModel,
  emptyFilterGroup,
  fieldKind,
  groupKindOf,
  MISSING_KEY,
  RELATIVE_RANGES,
  resolveInterval,
  toQueryString,
  USER_FIRST_SEEN_FIELD,
  isAbsoluteRange,
  type FilterCondition,
  type FilterItem,
  type GroupBy,
  type QueryModel,
} from '@/portal/shared/queryModel';
import type { SegmentKey, SegmentRow } from './segmentationRules';

const STEP = { minute: { minutes: 1 }, hour: { hours: 1 }, day: { days: 1 }, week: { weeks: 1 }, month: { months: 1 } } as const;

/** The conditions selecting one bucket of a level. */
export function bucketConditions(group: GroupBy, key: SegmentKey, model: Pick<QueryModel, 'interval' | 'range' | 'timeZone'>): FilterCondition[] {
  const { field } = group;
  const kind = groupKindOf(group);
  if (kind === 'histogram' && typeof key === 'number') {
    return [
      { field, fieldType: 'number', operator: 'gte', value: key },
      { field, fieldType: 'number', operator: 'lt', value: key + (group.interval ?? 1) },
    ];
  }
  if (kind === 'date_histogram' && typeof key === 'number') {
    const end = add(new TZDate(key, model.timeZone), STEP[resolveInterval(model.interval, model.range)]).getTime();
    return [
      { field, fieldType: 'time', operator: 'gte', value: new Date(key).toISOString() },
      { field, fieldType: 'time', operator: 'lt', value: new Date(end).toISOString() },
    ];
  }
  if (key === MISSING_KEY) return [{ field, fieldType: 'string', operator: 'not_exists' }];
  const known = fieldKind(field);
  const fieldType = known === 'number' || known === 'boolean' || known === 'string' ? known : typeof key === 'number' ? 'number' : 'string';
  return [{ field, fieldType, operator: 'is', value: fieldType === 'boolean' ? String(key) : key }];
}

/** "New users / companies only" as conditions: first seen at or after the start of the range (as of `now`). */
function newOnlyConditions(model: QueryModel, now: number): FilterCondition[] {
  const start = isAbsoluteRange(model.range) ? model.range.from : new Date(now - RELATIVE_RANGES[model.range].ms).toISOString();
  const fields = [...(model.newUsersOnly ? [USER_FIRST_SEEN_FIELD] : []), ...(model.newCompaniesOnly ? [COMPANY_FIRST_SEEN_FIELD] : [])];
  return fields.map((field) => ({ field, fieldType: 'time', operator: 'gte', value: start }));
}

/** The event log's model for a row: same range and zone, the view's filters AND the row's bucket at every level. */
export function segmentEventsModel(model: QueryModel, row: SegmentRow, now: number): QueryModel {
  const items: FilterItem[] = [];
  if (model.filters.items.length > 0) items.push(model.filters);
  row.keys.forEach((key, depth) => items.push(...bucketConditions(model.groupBy[depth], key, model)));
  items.push(...newOnlyConditions(model, now));
  return { ...defaultQueryModel(), range: model.range, timeZone: model.timeZone, weekStartsOn: model.weekStartsOn, filters: items.length > 0 ? { op: 'and', items } : emptyFilterGroup() };
}

/** The event log link of a row, or null for "Other values" (no filter can name the values beyond the top N). */
export function segmentEventsLink(orgId: string, appId: string, model: QueryModel, row: SegmentRow, now: number): string | null {
  if (row.other) return null;
  return `${eventsPath(orgId, appId)}?${toQueryString(segmentEventsModel(model, row, now))}`;
}
