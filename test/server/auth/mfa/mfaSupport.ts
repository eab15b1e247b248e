import { Secret, TOTP } from 'otpauth';
import { http } from '../../support/testServer';
import type { SignedUpUser } from '../../support/factories';

/** The code an authenticator shows for `secret`, `stepOffset` time steps from now. */
export function codeAt(secret: string, stepOffset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepOffset * 30_000 });
}

/**
 * Waits until at least 8 s are left in the current 30 s step, so a test can use the codes of the previous, current
 * and next step (the ±1 window) without the step moving under it.
 */
export async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

/** A user who turned two-factor sign-in on: their secret and recovery codes. The code of step -1 was used to confirm. */
export interface EnrolledUser extends SignedUpUser {
  secret: string;
  recoveryCodes: string[];
}

/** Enrols the user over HTTP, confirming with the code of the previous step (so the current and next are still unused). */
export async function enrol(baseUrl: string, user: SignedUpUser): Promise<EnrolledUser> {
  const started = await http(baseUrl, 'POST', '/api/auth/mfa/enrol', { token: user.token });
  if (started.status !== 200) throw new Error(`enrolment failed: ${started.status} ${JSON.stringify(started.body)}`);
  const secret = started.body.secret as string;
  await awayFromStepEdge();
  const confirmed = await http(baseUrl, 'POST', '/api/auth/mfa/enrol/confirm', { token: user.token, body: { code: codeAt(secret, -1) } });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { ...user, secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

/** Signs in with the password: answers the challenge (throws when a session came back instead). */
export async function passwordStep(baseUrl: string, user: { email: string; password: string }): Promise<string> {
  const res = await http(baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
  if (res.status !== 200 || res.body.mfa_required !== true) throw new Error(`expected a challenge: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.mfa_challenge as string;
}

/** The second step. */
export const verify = (baseUrl: string, challenge: string, code: string) =>
  http(baseUrl, 'POST', '/api/auth/mfa/verify', { body: { mfa_challenge: challenge, code } });
