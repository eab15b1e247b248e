import QRCode from 'qrcode';
import type { ServiceContext } from '../../services';
import { HttpError, badRequest } from '../../http/errors';
import { passwordHasherFor } from '../passwords';
import { openSecret, recoveryCodeHmac, sealSecret } from './secretBox';
import { newRecoveryCodes, normaliseRecoveryCode } from './recoveryCodes';
import { checkSecondFactor } from './secondFactor';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

/** How long a started enrolment can be confirmed. */
export const ENROLMENT_TTL_MINUTES = 15;

/** What starting an enrolment answers: the new secret three ways. */
export interface EnrolmentStart {
  /** The secret in base32, for typing into an authenticator by hand. */
  secret: string;
  /** otpauth://totp/... URI carrying the secret, issuer and account. */
  otpauth_uri: string;
  /** The URI as a QR code, an SVG document. */
  qr_svg: string;
}

/** Two-factor status of the caller. */
export interface MfaStatus {
  enabled: boolean;
  /** ISO time it was turned on; null while off. */
  enabled_at: string | null;
  /** Unused recovery codes left. */
  recovery_codes_remaining: number;
  /** The current session passed the second factor. */
  session_verified: boolean;
}

/** Wrong code answer, the same for every code check so it tells nothing about which part was wrong. */
export const wrongCode = () => new HttpError(400, 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.');

/** Two-factor sign-in of the signed-in user: status, enrolment, turning it off, new recovery codes. */
export class MfaService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The caller's status. */
  async mfaStatus(userId: string, sessionId: string): Promise<MfaStatus> {
    const mfa = await this.ctx.repositories.mfa.find(userId);
    const verified = await this.ctx.repositories.mfa.isSessionVerified(sessionId, userId);
    return {
      enabled: Boolean(mfa?.enabled_at),
      enabled_at: mfa?.enabled_at ? mfa.enabled_at.toISOString() : null,
      recovery_codes_remaining: mfa?.enabled_at ? await this.ctx.repositories.mfa.countRecoveryCodes(userId) : 0,
      session_verified: verified,
    };
  }

  /** Starts (or restarts) an enrolment: a new secret, kept sealed until a code from it confirms it. 409 when already on. */
  async startEnrolment(user: { userId: string; email: string }): Promise<EnrolmentStart> {
    const current = await this.ctx.repositories.mfa.find(user.userId);
    if (current?.enabled_at) throw new HttpError(409, 'Two-factor sign-in is already on. Turn it off first to set up another authenticator.');
    const secret = newTotpSecret();
    await this.ctx.repositories.mfa.savePendingSecret(user.userId, sealSecret(this.ctx.secret, secret));
    const uri = totpUri(secret, user.email);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret, otpauth_uri: uri, qr_svg: svg };
  }

  private async issueRecoveryCodes(userId: string, run: (codes: string[], hmacs: string[]) => Promise<void>): Promise<string[]> {
    const codes = newRecoveryCodes();
    await run(codes, codes.map((code) => recoveryCodeHmac(this.ctx.secret, normaliseRecoveryCode(code))));
    return codes;
  }

  /**
   * Confirms an enrolment with a code from the new secret: two-factor sign-in turns on, ten recovery codes are made
   * (answered once, stored as keyed hashes) and the calling session counts as verified. Answers null for a wrong code.
   */
  async confirmEnrolment(userId: string, sessionId: string, code: string): Promise<string[] | null> {
    const mfa = await this.ctx.repositories.mfa.find(userId);
    if (mfa?.enabled_at) throw new HttpError(409, 'Two-factor sign-in is already on.');
    const fresh = mfa?.pending_created_at && Date.now() - mfa.pending_created_at.getTime() < ENROLMENT_TTL_MINUTES * 60_000;
    if (!mfa?.pending_secret_enc || !fresh) throw badRequest('Start the set-up again: no set-up is waiting for a code, or it is older than 15 minutes.');
    const sealed = mfa.pending_secret_enc;
    const step = matchTotpStep(openSecret(this.ctx.secret, sealed), code);
    if (step === null) return null;
    return this.issueRecoveryCodes(userId, (_codes, hmacs) => this.ctx.repositories.transaction(async (tx) => {
      await tx.mfa.enable(userId, sealed, step);
      await tx.mfa.replaceRecoveryCodes(userId, hmacs);
      await tx.mfa.markSessionVerified(sessionId, userId);
    }));
  }

  /** Checks the account password; answers false when wrong. */
  async passwordMatches(userId: string, password: string): Promise<boolean> {
    const user = await this.ctx.repositories.users.findById(userId);
    return user !== undefined && (await passwordHasherFor(this.ctx).verify(password, user.password_hash));
  }

  /** Turns two-factor sign-in off after the password and a code; 409 when it is off. Answers false for a wrong code. */
  async disableMfa(userId: string, code: string): Promise<boolean> {
    if (!(await this.ctx.repositories.mfa.find(userId))?.enabled_at) throw new HttpError(409, 'Two-factor sign-in is already off.');
    if (!(await checkSecondFactor(this.ctx, userId, code))) return false;
    await this.ctx.repositories.transaction((tx) => tx.mfa.delete(userId));
    return true;
  }

  /** Replaces the recovery codes after a code; the old ones stop working. Answers null for a wrong code. */
  async regenerateRecoveryCodes(userId: string, code: string): Promise<string[] | null> {
    if (!(await this.ctx.repositories.mfa.find(userId))?.enabled_at) throw new HttpError(409, 'Turn two-factor sign-in on first.');
    if (!(await checkSecondFactor(this.ctx, userId, code))) return null;
    return this.issueRecoveryCodes(userId, (_codes, hmacs) => this.ctx.repositories.transaction((tx) => tx.mfa.replaceRecoveryCodes(userId, hmacs)));
  }
}
