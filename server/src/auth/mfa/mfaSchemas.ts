import { nullableDateTime } from '../../http/schemaFragments';

const code = { type: 'string', minLength: 1, maxLength: 32, description: 'A six-digit authenticator code, or a recovery code' } as const;
const recoveryCodes = {
  type: 'array',
  items: { type: 'string' },
  description: 'Ten single-use recovery codes: shown this once, stored only as keyed hashes',
} as const;

/** Body of calls that take a code only (confirm the enrolment, new recovery codes). */
export const codeBody = { type: 'object', required: ['code'], additionalProperties: false, properties: { code } } as const;

/** Body of turning two-factor sign-in off. */
export const disableBody = {
  type: 'object',
  required: ['password', 'code'],
  additionalProperties: false,
  properties: { password: { type: 'string', maxLength: 256, description: 'The account password' }, code },
} as const;

/** Body of the second sign-in step. */
export const verifyBody = {
  type: 'object',
  required: ['mfa_challenge', 'code'],
  additionalProperties: false,
  properties: {
    mfa_challenge: { type: 'string', minLength: 20, maxLength: 100, description: 'The challenge sign-in answered' },
    code,
  },
} as const;

/** The caller's two-factor status. */
export const statusAnswer = {
  type: 'object',
  required: ['enabled', 'enabled_at', 'recovery_codes_remaining', 'session_verified'],
  properties: {
    enabled: { type: 'boolean', description: 'Two-factor sign-in is on' },
    enabled_at: nullableDateTime,
    recovery_codes_remaining: { type: 'integer', description: 'Unused recovery codes left' },
    session_verified: { type: 'boolean', description: 'The current session passed the second factor' },
  },
} as const;

/** What starting an enrolment answers. */
export const enrolmentAnswer = {
  type: 'object',
  required: ['secret', 'otpauth_uri', 'qr_svg'],
  properties: {
    secret: { type: 'string', description: 'The new secret in base32, for typing into an authenticator app' },
    otpauth_uri: { type: 'string', description: 'otpauth://totp URI with the secret, issuer and account' },
    qr_svg: { type: 'string', description: 'The URI as a QR code (an SVG document)' },
  },
} as const;

/** What confirming the enrolment and regenerating the codes answer. */
export const recoveryCodesAnswer = {
  type: 'object',
  required: ['enabled', 'recovery_codes'],
  properties: { enabled: { type: 'boolean' }, recovery_codes: recoveryCodes },
} as const;

/** What turning two-factor sign-in off answers. */
export const disabledAnswer = { type: 'object', required: ['enabled'], properties: { enabled: { type: 'boolean', const: false } } } as const;

/** What sign-in answers for an account with two-factor sign-in (challenges.ts `MfaChallengeResult`). */
export const challengeAnswer = {
  type: 'object',
  required: ['mfa_required', 'mfa_challenge', 'expires_at'],
  properties: {
    mfa_required: { type: 'boolean', const: true, description: 'The password was right; a second factor is needed' },
    mfa_challenge: { type: 'string', description: 'Single-use token for POST /api/auth/mfa/verify (5 minutes)' },
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;
