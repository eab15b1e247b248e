/** Pure rules of the profile's two-factor section. */
import type { MfaStatus } from '@/api/mfa';

/** The recovery codes as a text file (one per line, with what they are for). */
export function recoveryCodesText(codes: string[]): string {
  return ['Apiscope recovery codes', 'Each code signs you in once, in place of an authenticator code.', '', ...codes, ''].join('\n');
}

/** The manual key in groups of four, easier to type. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** One line about the status, e.g. 'On since 3 May 2026 · 9 recovery codes left'. */
export function statusSummary(status: MfaStatus, locale?: string): string {
  if (!status.enabled) return 'Off: signing in needs only your password.';
  const since = status.enabled_at ? ` since ${new Date(status.enabled_at).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' })}` : '';
  const left = status.recovery_codes_remaining;
  return `On${since} · ${left} recovery code${left === 1 ? '' : 's'} left`;
}
