import type { DslClause } from './compileFilters';
import { planHistogram } from './histogram';
import { MISSING_KEY } from './limits';
import type { GroupBy, GroupKind, QueryModel } from './types';

/** Widest numeric histogram bucket the model accepts. */
export const MAX_HISTOGRAM_INTERVAL = 1e12;

/** The kind of a group-by level (`terms` when not set). */
export const groupKindOf = (group: GroupBy): GroupKind => group.kind ?? 'terms';

/** The terms aggregation of one group-by: top (`_count` desc) or bottom (`_count` asc) values. */
export function groupAggregation(group: GroupBy): DslClause {
  return {
    field: group.field,
    size: group.size,
    order: { _count: group.order === 'top' ? 'desc' : 'asc' },
    ...(group.other ? { missing: MISSING_KEY } : {}),
  };
}

/**
 * The bucket aggregation of one group-by level: `terms` (top or bottom values), `histogram` (numeric buckets of
 * `interval`, only the non-empty ones) or `date_histogram` (the model's interval, time zone; non-empty buckets).
 */
export function groupBucketAggregation(group: GroupBy, model: Pick<QueryModel, 'interval' | 'range' | 'weekStartsOn' | 'timeZone'>): DslClause {
  switch (groupKindOf(group)) {
    case 'histogram':
      return { histogram: { field: group.field, interval: group.interval ?? 1, min_doc_count: 1 } };
    case 'date_histogram':
      // Weeks of a date group-by start on Monday, as the server cuts them (no roll-up from days here).
      return { date_histogram: { field: group.field, calendar_interval: planHistogram({ ...model, weekStartsOn: 1 }).interval, time_zone: model.timeZone, min_doc_count: 1 } };
    default:
      return { terms: groupAggregation(group) };
  }
}
