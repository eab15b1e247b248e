import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A 32-byte key for one purpose, derived from the server secret with HKDF-SHA256 (the secret itself is never used twice). */
export function deriveKey(serverSecret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'apiscope-mfa', purpose, 32));
}

/** Encrypts a short secret with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(serverSecret: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(serverSecret, 'totp-secret'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** Decrypts what sealSecret wrote; throws when it was altered or sealed with another server secret. */
export function openSecret(serverSecret: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('Unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(serverSecret, 'totp-secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Keyed hash (HMAC-SHA256, hex) of a recovery code: a leaked table cannot be brute-forced without the server secret. */
export function recoveryCodeHmac(serverSecret: Buffer, normalisedCode: string): string {
  return createHmac('sha256', deriveKey(serverSecret, 'recovery-code')).update(normalisedCode).digest('hex');
}
