import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The server's signing secret: APISCOPE_SECRET (hex or text) if set, else a random 32-byte key kept in
 * DATA_DIR/secret.key so tokens survive restarts.
 */
export function loadSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.APISCOPE_SECRET) return Buffer.from(env.APISCOPE_SECRET, 'utf8');
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}
