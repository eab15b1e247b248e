import { emptyFilterGroup } from './filterTree';
import type { QueryModel } from './types';

/** The model of a screen opened without parameters: all events, weighted count, last 24 hours, UTC, Monday weeks. */
export function defaultQueryModel(): QueryModel {
  return {
    filters: emptyFilterGroup(),
    groupBy: [],
    metrics: [{ kind: 'count' }],
    range: 'last_24h',
    interval: 'auto',
    timeZone: 'UTC',
    weekStartsOn: 1,
  };
}
