import type { FieldType, Operator } from './types';

const OPERATORS: Readonly<Record<FieldType, readonly Operator[]>> = {
  string: ['is', 'is_not', 'one_of', 'contains', 'starts_with', 'exists', 'not_exists'],
  number: ['is', 'is_not', 'one_of', 'between', 'gt', 'gte', 'lt', 'lte', 'exists', 'not_exists'],
  time: ['between', 'gt', 'gte', 'lt', 'lte', 'exists', 'not_exists'],
  boolean: ['is', 'is_not', 'exists', 'not_exists'],
};

/** Every operator, in menu order. */
export const ALL_OPERATORS: readonly Operator[] = [
  'is',
  'is_not',
  'one_of',
  'contains',
  'starts_with',
  'exists',
  'not_exists',
  'between',
  'gt',
  'gte',
  'lt',
  'lte',
];

/** The operators a field type allows, in menu order. */
export function operatorsFor(fieldType: FieldType): readonly Operator[] {
  return OPERATORS[fieldType];
}

/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly Operator[] = ['exists', 'not_exists'];
