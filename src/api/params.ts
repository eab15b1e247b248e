import qs from 'qs';

/** Query string of a params object, serialised with qs: null and false values are skipped. */
export function serializeParams(params: Record<string, unknown>): string {
  return qs.stringify(params, {
    skipNulls: true,
    filter: (_prefix, value: unknown) => (value === false ? undefined : value),
  });
}
