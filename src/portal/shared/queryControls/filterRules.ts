/** The filter bar's rules: field suggestions from the schema, and a condition built from the bar's inputs. */
import type { SchemaField } from '@/api/search';
import { EVENT_FIELD_TYPES, isFilterGroup, type FieldType, type FilterCondition, type FilterGroup, type FilterValue, type Operator } from '@/portal/shared/queryModel';

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

/** The top-level conditions of a filter tree (the bar edits one AND group). */
export const topConditions = (filters: FilterGroup): FilterCondition[] =>
  filters.items.filter((item): item is FilterCondition => !isFilterGroup(item));
