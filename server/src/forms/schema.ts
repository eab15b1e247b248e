/** Which marketing form a submission comes from: the demo dialog, the contact-sales form or a support request. */
export type FormKind = 'demo' | 'contact' | 'support';

/** Every form kind, in the order of the routes. */
export const FORM_KINDS: readonly FormKind[] = ['demo', 'contact', 'support'];

/** Longest value accepted per field (characters). */
export const MAX_LENGTHS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
  topic: 100,
  message: 5000,
  page: 500,
  extra: 500,
} as const;

/** How many fields one submission may carry in total (named plus extra fields such as UTM parameters). */
export const MAX_FIELDS = 30;

/** Fields each form requires besides name and email. */
const EXTRA_REQUIRED: Record<FormKind, string[]> = {
  demo: ['company'],
  contact: ['message'],
  support: ['message'],
};

const text = (maxLength: number) => ({ type: 'string', maxLength });
const nonBlank = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });

/** JSON schema of one form's body: named fields are checked; extra fields are short scalars kept as text details. */
export function formBodySchema(kind: FormKind) {
  return {
    type: 'object',
    required: ['name', 'email', ...EXTRA_REQUIRED[kind]],
    maxProperties: MAX_FIELDS,
    properties: {
      name: nonBlank(MAX_LENGTHS.name),
      email: { type: 'string', format: 'email', maxLength: MAX_LENGTHS.email },
      company: kind === 'demo' ? nonBlank(MAX_LENGTHS.company) : text(MAX_LENGTHS.company),
      phone: { type: 'string', maxLength: MAX_LENGTHS.phone, pattern: '^[0-9+()\\-. ]*$' },
      topic: text(MAX_LENGTHS.topic),
      message: kind === 'demo' ? text(MAX_LENGTHS.message) : nonBlank(MAX_LENGTHS.message),
      page: text(MAX_LENGTHS.page),
    },
    // Numbers and booleans arrive as strings (the server's validator coerces scalars); objects and arrays are refused.
    additionalProperties: { type: 'string', maxLength: MAX_LENGTHS.extra },
  } as const;
}

/** The answer to an accepted submission. */
export const acceptedSchema = {
  type: 'object',
  properties: {
    /** Id of the stored submission. */
    id: { type: 'string' },
    /** Always true: the submission was stored before this answer. */
    received: { type: 'boolean' },
  },
} as const;
