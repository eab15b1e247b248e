/** The filter bar's rules: field suggestions from the schema, and a condition built from the bar's inputs. */
import type { SchemaField } from '@/api/search';
import { EVENT_FIELD_TYPES, isFilterGroup, type FieldType, type FilterCondition, type FilterGroup, type FilterItem, type FilterValue, type Operator } from '@/portal/shared/queryModel';

/** A field the picker offers. */
export interface FieldOption {
  name: string;
  type: FieldType;
}

/** The picker's fields: the schema's event fields, or the fixed fields until the schema arrives. */
export function fieldOptions(schemaFields: readonly SchemaField[]): FieldOption[] {
  if (schemaFields.length > 0) return schemaFields.map(({ name, type }) => ({ name, type }));
  return Object.entries(EVENT_FIELD_TYPES).map(([name, type]) => ({ name, type }));
}

/** How each operator reads. */
export const OPERATOR_LABELS: Readonly<Record<Operator, string>> = {
  is: 'is',
  is_not: 'is not',
  one_of: 'is one of',
  contains: 'contains',
  starts_with: 'starts with',
  exists: 'exists',
  not_exists: 'does not exist',
  between: 'is between',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
};

function scalarOf(text: string, type: FieldType): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (type === 'number') {
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : null;
  }
  return trimmed;
}

/**
 * A condition from the inputs; null when the value does not fit (empty, not a number for a number field). Lists
 * (`is one of`, `is between`) are written comma-separated.
 */
export function buildCondition(field: FieldOption, operator: Operator, text: string): FilterCondition | null {
  const base = { field: field.name, fieldType: field.type, operator };
  if (operator === 'exists' || operator === 'not_exists') return base;
  if (operator === 'one_of' || operator === 'between') {
    const values = text.split(',').map((part) => scalarOf(part, field.type));
    if (values.length === 0 || values.some((v) => v === null)) return null;
    if (operator === 'between' && values.length !== 2) return null;
    return { ...base, value: values as FilterValue };
  }
  const value = scalarOf(text, field.type);
  return value === null ? null : { ...base, value };
}

/** A condition as text: `response.status ≥ 500`. */
export function describeCondition(condition: FilterCondition): string {
  const value = condition.value === undefined ? '' : ` ${Array.isArray(condition.value) ? condition.value.join(', ') : condition.value}`;
  return `${condition.field} ${OPERATOR_LABELS[condition.operator]}${value}`;
}

/**
 * The filters the bar shows, all of which must match: conditions and groups. A tree whose top is an OR of several
 * items (a link may carry one) is one item, so that adding to it keeps its meaning.
 */
export function filterItems(filters: FilterGroup): FilterItem[] {
  return filters.op === 'or' && filters.items.length > 1 ? [filters] : filters.items;
}

/** True for a group whose items are alternatives (any one may match). */
export const isAnyOf = (item: FilterItem): item is FilterGroup => isFilterGroup(item) && item.op === 'or';

/**
 * The tree with `condition` added: as one more filter that must match, or, with `orWith`, as an alternative of the
 * filter at that index (a condition becomes an OR group of the two; an OR group gets one more item).
 */
export function addCondition(filters: FilterGroup, condition: FilterCondition, orWith: number | null = null): FilterGroup {
  const items = filterItems(filters);
  const target = orWith === null ? undefined : items[orWith];
  if (target === undefined) return { op: 'and', items: [...items, condition] };
  const alternatives: FilterGroup = isAnyOf(target) ? { op: 'or', items: [...target.items, condition] } : { op: 'or', items: [target, condition] };
  return { op: 'and', items: items.map((item, i) => (i === orWith ? alternatives : item)) };
}

/**
 * The tree without the filter at `index`, or, with `alternative`, without that alternative of an OR group only (the
 * last one left stands alone).
 */
export function removeFilter(filters: FilterGroup, index: number, alternative: number | null = null): FilterGroup {
  const items = filterItems(filters);
  const target = items[index];
  if (alternative === null || target === undefined || !isAnyOf(target)) return { op: 'and', items: items.filter((_, i) => i !== index) };
  const rest = target.items.filter((_, i) => i !== alternative);
  const replacement: FilterItem[] = rest.length === 0 ? [] : rest.length === 1 ? [rest[0]] : [{ op: 'or', items: rest }];
  return { op: 'and', items: items.flatMap((item, i) => (i === index ? replacement : [item])) };
}

/** A filter as text: a condition as `response.status ≥ 500`, a group as its items in parentheses joined by AND or OR. */
export function describeFilter(item: FilterItem): string {
  if (!isFilterGroup(item)) return describeCondition(item);
  const parts = item.items.map(describeFilter);
  return parts.length === 1 ? parts[0] : `(${parts.join(item.op === 'or' ? ' OR ' : ' AND ')})`;
}
