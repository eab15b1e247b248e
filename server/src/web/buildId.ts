import fs from 'node:fs';
import path from 'node:path';
import { version } from '../../../package.json';

/** File the production build writes next to index.html: the id the bundle was built with (process.env.BUILD_ID). */
export const BUILD_ID_FILE = 'build-id.txt';
/** What a build id may look like: short, and safe to send as a header value. */
const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of the web bundle in `distDir`: the content of dist/build-id.txt. Without a build (tests, `npm run server`
 * before `npm run build`) or with an unusable file, the package version stands in.
 */
export function readBuildId(distDir: string, fallback: string = version): string {
  let text: string;
  try {
    text = fs.readFileSync(path.join(distDir, BUILD_ID_FILE), 'utf8').trim();
  } catch {
    return fallback;
  }
  return BUILD_ID_PATTERN.test(text) ? text : fallback;
}
