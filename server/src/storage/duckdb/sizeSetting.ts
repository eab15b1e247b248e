/** A size in one of the units DuckDB's settings take, e.g. "128MB", "1 GB" or "512MiB". */
const SIZE = /^\d+(?:\.\d+)?\s*(?:B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i;

/**
 * The size setting `name` from the environment value, `fallback` when unset; a value DuckDB would not take is refused
 * at start-up with a message naming the variable, instead of DuckDB's error when the file opens.
 */
export function parseSizeSetting(name: string, value: string | undefined, fallback: string): string {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  if (!SIZE.test(text)) throw new Error(`${name} must be a size such as 128MB or 1GB, got "${text.slice(0, 40)}"`);
  return text;
}
