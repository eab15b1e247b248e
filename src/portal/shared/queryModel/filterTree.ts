import type { FilterCondition, FilterGroup, FilterItem } from './types';

/** True when a filter item is a group (it has `items`), false for a condition. */
export function isFilterGroup(item: FilterItem): item is FilterGroup {
  return typeof item === 'object' && item !== null && Array.isArray((item as FilterGroup).items);
}

/** An empty AND group: no filter. */
export const emptyFilterGroup = (): FilterGroup => ({ op: 'and', items: [] });

/** A condition `field is value` on a string field. */
export const isCondition = (field: string, value: string): FilterCondition => ({ field, fieldType: 'string', operator: 'is', value });

/** What a filter item asks, whatever the order of its keys. */
const itemKey = (item: FilterItem): string =>
  isFilterGroup(item) ? JSON.stringify(item) : JSON.stringify([item.field, item.fieldType, item.operator, item.value ?? null]);

/**
 * The filters AND the conditions: one AND group (a top-level OR group nested in it), without a condition the filters
 * already hold.
 */
export function withConditions(filters: FilterGroup, conditions: FilterCondition[]): FilterGroup {
  const kept: FilterItem[] = filters.op === 'and' ? filters.items : filters.items.length > 0 ? [filters] : [];
  const known = new Set(kept.map(itemKey));
  return { op: 'and', items: [...kept, ...conditions.filter((condition) => !known.has(itemKey(condition)))] };
}
