import fc from 'fast-check';

/**
 * Hostile JSON values as JSON text fragments, so that they can hold what JSON.stringify cannot write (1e400,
 * lone surrogates, escaped prototype keys) and be spliced into any body.
 */

/** JSON nested `depth` levels deep, alternating arrays and objects. */
export function nestedText(depth: number): string {
  const half = Math.ceil(depth / 2);
  return '[{"a":'.repeat(half) + '1' + '}]'.repeat(half);
}

/** Numbers that break naive range and kind checks (integer columns, dates, safe integers). */
const RAW_NUMBERS = ['1e308', '-1e308', '1e400', '-1e400', '9007199254740993', '-9007199254740993', '-0', '0.5', '1E-400', '-1', '0', '2147483648', '99999999999999999999999999999'];

/** Objects that try to reach Object.prototype through a merge or an assignment. */
export const PROTOTYPE_OBJECTS = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"\\u005f_proto__":{"polluted":"yes"}}',
  '{"constru\\u0063tor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"constructor":{"prototype":{"polluted":"yes"}}}]}',
];

/** Strings that are awkward for storage and logs: lone surrogates, NUL, control characters, SQL and path text. */
const AWKWARD_STRINGS = ['"\\ud800"', '"\\udfff\\ud800"', '"\\u0000"', '"a\\u0000b"', '"\\r\\n\\t\\b\\f"', `"'; DROP TABLE events; --"`, '"../../etc/passwd"', '"%00%n%s%x"', '"{{7*7}}"', '"$1"', '""', '" "'];

/** A hostile JSON value, as text. */
export function hostileValueText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_OBJECTS) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 120_000 }).map((n) => `"${'x'.repeat(n)}"`) },
    { weight: 1, arbitrary: fc.integer({ min: 60, max: 3_000 }).map(nestedText) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 50_000 }).map((n) => `[${'1,'.repeat(n)}1]`) },
    { weight: 1, arbitrary: fc.constantFrom('null', 'true', 'false', '{}', '[]', '[null]', '{"":""}') },
  );
}
