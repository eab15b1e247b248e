import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The minified shape html-webpack-plugin produces (unquoted attributes), with the template's default head tags. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>Apiscope — API analytics</title><meta name=description content="Default description.">' +
  '<link rel=canonical href=https://www.apiscope.dev/><link rel=icon href=/favicon.svg type=image/svg+xml>' +
  '<link href=/assets/main.0123456789.css rel=stylesheet></head><body>' +
  `<noscript>${'Apiscope needs JavaScript to run. Please enable it in your browser. '.repeat(20)}</noscript><div id=root></div>` +
  '<script defer src=/assets/main.abcdef0123.js></script></body></html>';

/** Name of the hashed script in the fixture build. */
export const HASHED_SCRIPT = '/assets/main.abcdef0123.js';

/** A throwaway dist/ folder shaped like the production build. Remove it with `fs.rmSync(dir, {recursive: true})`. */
export function createDistFixture(options: { withIndex?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  if (options.withIndex !== false) fs.writeFileSync(path.join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  // Large enough (well above the 1 KB threshold) to be compressed.
  const script = Array.from({ length: 400 }, (_, i) => `console.info("line ${i} of the fixture bundle");`).join('\n');
  fs.writeFileSync(path.join(dir, HASHED_SCRIPT.slice(1)), script);
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123456789.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
