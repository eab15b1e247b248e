import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Shortest accepted signing secret: HS256 keys must be at least as long as the hash output (RFC 7518 3.2). */
export const MIN_SECRET_BYTES = 32;

/**
 * The server's signing secret: APISCOPE_SECRET (its UTF-8 bytes) if set, else a random 32-byte key kept in
 * DATA_DIR/secret.key so tokens survive restarts. A secret shorter than MIN_SECRET_BYTES stops the start-up.
 */
export function loadSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.APISCOPE_SECRET !== undefined && env.APISCOPE_SECRET !== '') {
    const secret = Buffer.from(env.APISCOPE_SECRET, 'utf8');
    if (secret.length < MIN_SECRET_BYTES) {
      throw new Error(
        `APISCOPE_SECRET is ${secret.length} bytes long; it must be at least ${MIN_SECRET_BYTES} bytes ` +
        '(e.g. the output of `openssl rand -hex 32`), or unset to use a generated key kept in DATA_DIR',
      );
    }
    return secret;
  }
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}
