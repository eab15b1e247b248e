import type { FilterGroup, FilterItem } from './types';

/** True when a filter item is a group (it has `items`), false for a condition. */
export function isFilterGroup(item: FilterItem): item is FilterGroup {
  return typeof item === 'object' && item !== null && Array.isArray((item as FilterGroup).items);
}

/** An empty AND group: no filter. */
export const emptyFilterGroup = (): FilterGroup => ({ op: 'and', items: [] });
