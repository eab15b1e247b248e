import { randomInt } from 'node:crypto';

/** How many recovery codes a user holds after enrolment or regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Upper-case letters and digits without look-alikes (no 0/O, 1/I/L): 31 symbols. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUP = 5;

/** One random recovery code, shown as two groups of five (about 49 bits of entropy), e.g. `K7QXM-3RTPA`. */
export function newRecoveryCode(): string {
  const symbols = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${symbols.slice(0, GROUP)}-${symbols.slice(GROUP)}`;
}

/** A fresh set of RECOVERY_CODE_COUNT distinct codes. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/** The form codes are hashed in: upper case, spaces and hyphens dropped (so typing `k7qxm 3rtpa` works). */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** True for a string with the shape of a recovery code once normalised. */
export function looksLikeRecoveryCode(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUP * 2}}$`).test(normaliseRecoveryCode(code));
}
