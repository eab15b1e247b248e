import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id of lowercase letters and digits only: ids appear in paths such as /wrap/app/{org}-{app}/dash,
 * so they must never contain a hyphen.
 */
export function newId(length = 12): string {
  const bytes = randomBytes(length);
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[bytes[i] % ALPHABET.length];
  return id;
}
