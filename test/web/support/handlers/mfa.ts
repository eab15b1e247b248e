/** msw handler factories for two-factor sign-in (/api/auth/mfa). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MfaEnrolment, MfaStatus } from '@/api/mfa';
import type { AuthSession } from '@/api/profile';
import type { createRequestLog } from '../apiRecorder';

type RequestLog = ReturnType<typeof createRequestLog>;

/** Two-factor sign-in off. */
export const MFA_OFF: MfaStatus = { enabled: false, enabled_at: null, recovery_codes_remaining: 0, session_verified: false };
/** Two-factor sign-in on since 1 March 2026, with 10 codes, in a verified session. */
export const MFA_ON: MfaStatus = { enabled: true, enabled_at: '2026-03-01T09:00:00.000Z', recovery_codes_remaining: 10, session_verified: true };

/** Ten recovery codes as the server makes them. */
export const RECOVERY_CODES = ['K7QXM-3RTPA', 'B2CDE-FGHJK', 'MNPQR-STUVW', 'XYZ23-45678', 'A9BCD-EFGH2', 'JKMNP-QRST3', 'UVWXY-Z2345', '6789A-BCDEF', 'GHJKM-NPQRS', 'TUVWX-YZ234'];

/** A started enrolment (the QR code is a tiny SVG). */
export const ENROLMENT: MfaEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Apiscope:ada%40example.com?issuer=Apiscope&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
};

/** A JSON error with a product code. */
const refusal = (status: number, message: string, code?: string) => HttpResponse.json(code ? { message, code } : { message }, { status });

/** GET /api/auth/mfa answering `status` (or 500). */
export const mfaStatusHandler = (status: MfaStatus | 'fail'): HttpHandler =>
  http.get('/api/auth/mfa', () => (status === 'fail' ? refusal(500, 'Internal error') : HttpResponse.json(status)));

/** POST /api/auth/mfa/enrol answering ENROLMENT. */
export const mfaEnrolHandler = (log?: RequestLog): HttpHandler =>
  http.post('/api/auth/mfa/enrol', async ({ request }) => {
    await log?.record(request);
    return HttpResponse.json(ENROLMENT);
  });

/** A POST taking `{code}` (confirm, new codes): `goodCode` answers RECOVERY_CODES, anything else 400. */
export const mfaCodeHandler = (path: '/api/auth/mfa/enrol/confirm' | '/api/auth/mfa/recovery-codes', goodCode: string, log?: RequestLog): HttpHandler =>
  http.post(path, async ({ request }) => {
    await log?.record(request.clone());
    const { code } = (await request.json()) as { code: string };
    return code === goodCode ? HttpResponse.json({ enabled: true, recovery_codes: RECOVERY_CODES }) : refusal(400, 'That code is not valid.');
  });

/** POST /api/auth/mfa/disable: accepts `password` with `goodCode`. */
export const mfaDisableHandler = (password: string, goodCode: string, log?: RequestLog): HttpHandler =>
  http.post('/api/auth/mfa/disable', async ({ request }) => {
    await log?.record(request.clone());
    const body = (await request.json()) as { password: string; code: string };
    if (body.password !== password) return refusal(400, 'The password is wrong.');
    return body.code === goodCode ? HttpResponse.json({ enabled: false }) : refusal(400, 'That code is not valid.');
  });

/** POST /api/auth/login answering a challenge for the second step. */
export const loginChallengeHandler = (challenge = 'challenge-token-0123456789abcdef'): HttpHandler =>
  http.post('/api/auth/login', () =>
    HttpResponse.json({ mfa_required: true, mfa_challenge: challenge, expires_at: new Date(Date.now() + 300_000).toISOString() }));

/** POST /api/auth/mfa/verify: `goodCode` opens `session`; 'expired' answers the expired challenge; others are wrong. */
export const mfaVerifyHandler = (goodCode: string, session: AuthSession, log?: RequestLog): HttpHandler =>
  http.post('/api/auth/mfa/verify', async ({ request }) => {
    await log?.record(request.clone());
    const { code } = (await request.json()) as { code: string };
    if (code === goodCode) return HttpResponse.json(session);
    if (code === '999999') return refusal(401, 'This sign-in has expired. Enter your e-mail and password again.', 'mfa_challenge_expired');
    return refusal(401, 'That code is not valid.', 'mfa_code_invalid');
  });
