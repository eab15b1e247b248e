import type { FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../http/errors';

/** Field-specific wording for a failed `pattern`. */
const PATTERN_MESSAGES: Record<string, string> = {
  phone: 'may contain only digits, spaces and + - ( ) .',
};

function fieldOf(error: FastifySchemaValidationError): string {
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** Turns the first schema failure of a form body into a sentence a visitor can act on. */
export function describeFormError(error: FastifySchemaValidationError): string {
  const field = fieldOf(error);
  const params = error.params as Record<string, unknown>;
  if (error.schemaPath.includes('/additionalProperties/')) {
    return error.keyword === 'maxLength'
      ? `${field} must be at most ${String(params.limit)} characters`
      : `${field} must be a string, a number or a boolean`;
  }
  switch (error.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required`;
    case 'format':
      return field === 'email' ? 'email must be a valid email address' : `${field} has an invalid format`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return `${field} must not be empty`;
    case 'pattern':
      return `${field} ${PATTERN_MESSAGES[field] ?? 'must not be blank'}`;
    case 'maxProperties':
      return `Too many fields: a form accepts at most ${String(params.limit)}`;
    case 'type':
      return field ? `${field} must be ${String(params.type).split(',').join(' or ')}` : 'The form must be a JSON object';
    default:
      return `${field || 'body'} ${error.message ?? 'is invalid'}`;
  }
}

/** Route-level schemaErrorFormatter: answers 400 `{message}` naming the field and the rule. */
export function formErrorFormatter(errors: FastifySchemaValidationError[]): Error {
  return new HttpError(400, errors.length > 0 ? describeFormError(errors[0]) : 'Invalid form');
}
