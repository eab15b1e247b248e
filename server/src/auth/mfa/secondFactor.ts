import type { ServiceContext } from '../../services';
import { openSecret, recoveryCodeHmac } from './secretBox';
import { looksLikeRecoveryCode, normaliseRecoveryCode } from './recoveryCodes';
import { looksLikeTotpCode, matchTotpStep } from './totp';

/** How a second factor was proven. */
export type FactorUsed = 'totp' | 'recovery_code';

/**
 * Checks a code of a user with two-factor sign-in on: a six-digit authenticator code within ±1 step that is later
 * than the last accepted one (a code is never accepted twice), or an unused recovery code (used up here). Answers
 * how the factor was proven, or null for a wrong, replayed or used code.
 */
export async function checkSecondFactor(ctx: ServiceContext, userId: string, code: string): Promise<FactorUsed | null> {
  const mfa = await ctx.repositories.mfa.find(userId);
  if (!mfa?.enabled_at || !mfa.secret_enc) return null;
  if (looksLikeTotpCode(code)) {
    const step = matchTotpStep(openSecret(ctx.secret, mfa.secret_enc), code);
    if (step === null) return null;
    return (await ctx.repositories.transaction((tx) => tx.mfa.acceptStep(userId, step))) ? 'totp' : null;
  }
  if (!looksLikeRecoveryCode(code)) return null;
  const hmac = recoveryCodeHmac(ctx.secret, normaliseRecoveryCode(code));
  return (await ctx.repositories.transaction((tx) => tx.mfa.useRecoveryCode(userId, hmac))) ? 'recovery_code' : null;
}
