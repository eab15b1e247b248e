// `npm run bench:bundle`: gzip size of the initial JavaScript of every marketing page family, and a check that no
// portal code ships in it; and the initial JavaScript of the portal's first screen (budget 250 KiB). Builds the production bundle first unless SKIP_BUILD=1 (then dist/ is used as is).
// Each registry URL is opened in headless Chromium against a plain static server; the scripts it loads before it
// settles (the entry chunks of index.html plus the route's lazy chunk) are its initial JS.
// Prints the figures, beside those from before the switch to Preact, and what each package and app folder costs on
// the landing path (from the source maps), and writes them under "## Web bundle" in docs/benchmarks.md (other
// sections are kept).
// Exits non-zero when a page's initial JS is over the budget (BUDGET_KIB) or carries portal code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS } from '../test/e2e/harness.mjs';
import { writeBenchmarksSection } from './benchmarks-section.mjs';
import { bundleBreakdown } from './lib/bundleBreakdown.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const HEADING = '## Web bundle';
/** Budget for the initial JS of any marketing page (performance targets, issue 11): gzip KiB. */
const BUDGET_KIB = 120;
/**
 * The figures before React's API was served by Preact (run of 2026-11-24 on React 19, with the header menus, home
 * sections, error-report scrubbers and page copy already loaded on demand): largest page per family, the entry
 * chunks, the portal, and the cost of each package on the landing path ('/'), in gzip KiB. Printed beside the new
 * figures.
 */
const BEFORE = {
  date: '2026-11-24',
  entry: 127.4,
  portal: 216.4,
  families: {
    home: 133.7, features: 146.7, solutions: 148.9, industries: 148.8, enterprise: 149.3, company: 157.2,
    'compare-to': 147.3, casestudies: 139.3, extensions: 143.8, implementation: 143.8, price: 139.0,
    'public-apis': 154.8, plugin: 132.9, contact: 139.0, legal: 136.4, landing: 137.1,
  },
  landing: {
    'react-dom': 60.2, 'react-router': 28.9, '(webpack runtime)': 5.4, immer: 3.5, 'src/marketing/content': 3.3,
    '@reduxjs/toolkit': 3.0, react: 2.9, 'src/marketing/layout': 2.8, 'src/app/store': 2.0, 'src/lib': 1.8,
    'src/marketing/home': 1.7, 'src/app': 1.7, 'src/app/session': 1.7, 'src/lib/analytics': 1.6, scheduler: 1.4,
    'src/api': 1.4, 'src/app/notifications': 1.3, 'react-redux': 1.2, 'src/lib/chunkLoad': 1.1, 'src/lib/errorReporting': 1.1,
    redux: 1.1, 'src/marketing/pages': 0.7, 'js-cookie': 0.7, 'src/marketing/dialogs': 0.6, 'src/marketing/shared': 0.5,
    'jwt-decode': 0.5, 'src/components': 0.4, 'use-sync-external-store': 0.4, 'src/marketing/seo': 0.3, 'src/marketing': 0.3,
  },
};
/** How many packages and app folders the landing-path breakdown lists (the rest are summed up in one row). */
const BREAKDOWN_ROWS = 30;
/** Budget for the signed-in portal's first screen (shell + the app dashboard), entry chunks included: gzip KiB. */
const PORTAL_BUDGET_KIB = 250;
/** The portal screen measured: an app's dashboard, the first screen after sign-in. */
const PORTAL_PATH = '/wrap/app/o1-a1/dash';
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.json': 'application/json' };

const kib = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Serves dist/ with index.html for every path without a file (the SPA decides what to render). */
function startStaticServer() {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(dist, pathname);
    const isFile = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile();
    const served = isFile ? file : path.join(dist, 'index.html');
    res.writeHead(isFile || !path.extname(pathname) ? 200 : 404, { 'content-type': TYPES[path.extname(served)] ?? 'text/html; charset=utf-8' });
    res.end(isFile || !path.extname(pathname) ? fs.readFileSync(served) : '');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Family of a URL: its first segment; one-segment pages without siblings form the "company" family. */
function familyOf(pagePath, segmentCounts) {
  const segments = pagePath.split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  return segments.length > 1 || segmentCounts.get(segments[0]) > 1 ? segments[0] : 'company';
}

/** True when the chunk's source map lists a module of the signed-in app (src/portal/, src/app/account/). */
function containsPortalCode(file) {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return false;
  const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
  return sources.some((source) => /(^|[/.])src\/(portal|app\/account)\//.test(source));
}

/** A syntactically valid, unexpired identity token, so the app treats the visitor as signed in (never verified here). */
function fakeSessionScript() {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'email|bench', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
  const profile = { user_id: 'email|bench', email: 'bench@example.com', user_metadata: { onboarded: true } };
  return `localStorage.setItem('id_token', ${JSON.stringify(token)}); localStorage.setItem('profile', ${JSON.stringify(JSON.stringify(profile))});`;
}

async function measure(browser, baseUrl, pagePath, { signedIn = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) await page.addInitScript(fakeSessionScript());
  const scripts = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 }).catch(() => undefined);
  await context.close();
  const files = [...scripts].map((p) => path.join(dist, p));
  return { files, gzip: files.reduce((sum, f) => sum + gzipSize(f), 0), portal: files.filter(containsPortalCode).map((f) => path.basename(f)) };
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryFiles = [...indexHtml.matchAll(/<script[^>]*\ssrc="?([^"\s>]+\.js)/g)].map((m) => path.join(dist, m[1]));
  const entryGzip = entryFiles.reduce((sum, f) => sum + gzipSize(f), 0);

  const { marketingPages: registryPages } = await tsImport('../src/marketing/seo/registry.ts', import.meta.url);
  // The home page is measured too, whether or not the registry lists it.
  const marketingPages = registryPages.some((p) => p.path === '/') ? registryPages : [{ path: '/' }, ...registryPages];
  const segmentCounts = new Map();
  for (const { path: p } of marketingPages) segmentCounts.set(p.split('/')[1], (segmentCounts.get(p.split('/')[1]) ?? 0) + 1);

  const server = await startStaticServer();
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const families = new Map();
  let portal = { files: [], gzip: 0 };
  let landing = { files: [], gzip: 0 };
  try {
    for (const entry of marketingPages) {
      const result = await measure(browser, baseUrl, entry.path);
      if (entry.path === '/') landing = result;
      const family = familyOf(entry.path, segmentCounts);
      const row = families.get(family) ?? { pages: 0, min: Infinity, max: 0, largest: '', portal: new Set() };
      row.pages++;
      row.min = Math.min(row.min, result.gzip);
      if (result.gzip >= row.max) Object.assign(row, { max: result.gzip, largest: entry.path });
      result.portal.forEach((f) => row.portal.add(f));
      families.set(family, row);
    }
    // The static server has no API: the portal shows its error state, but loads the same code as with data.
    portal = await measure(browser, baseUrl, PORTAL_PATH, { signedIn: true });
  } finally {
    await browser.close();
    server.close();
  }

  const before = (value) => (value === undefined ? '' : value.toFixed(1));
  const breakdown = bundleBreakdown(landing.files);
  const listed = breakdown.slice(0, BREAKDOWN_ROWS);
  const rest = breakdown.slice(BREAKDOWN_ROWS);
  const lines = [
    HEADING,
    '',
    `Measured by \`npm run bench:bundle\` on ${new Date().toISOString().slice(0, 10)}: gzip -9 size of the JavaScript a marketing page loads`,
    'before it settles (entry chunks of index.html plus the lazy chunk of its route), per page family, in KiB.',
    `The "before" figures are the run of ${BEFORE.date} on React 19, before React's API was served by Preact`,
    '(`reactOnPreact` in webpack.config.js; the web unit tests run on the same modules).',
    '',
    `Entry chunks alone (${entryFiles.map((f) => path.basename(f)).join(', ')}): **${kib(entryGzip)} KiB** (before: ${BEFORE.entry.toFixed(1)}).`,
    '',
    `Budget: at most ${BUDGET_KIB} KiB for every page, and no portal code; the script fails otherwise.`,
    '',
    '| family | pages | initial JS min | initial JS max | before (max) | largest page | portal code |',
    '|---|---:|---:|---:|---:|---|---|',
    ...[...families].map(([name, r]) => `| ${name} | ${r.pages} | ${kib(r.min)} | ${kib(r.max)} | ${before(BEFORE.families[name])} | ${r.largest} | ${r.portal.size ? `**yes**: ${[...r.portal].join(', ')}` : 'none'} |`),
    '',
    `Portal (${PORTAL_PATH}, signed in): **${kib(portal.gzip)} KiB** initial JS (${portal.files.length} chunks, entry included); budget ${PORTAL_BUDGET_KIB} KiB (before: ${BEFORE.portal.toFixed(1)}).`,
    '',
    `### What the landing path costs (\`/\`, ${kib(landing.gzip)} KiB)`,
    '',
    'Per package (node_modules) and app folder, from the source maps of the chunks `/` loads: each group\'s code gzipped',
    'on its own, scaled so the rows add up to the real total. "(webpack runtime)" is the chunk loader and module glue.',
    '',
    '| package or folder | gzip KiB | minified KiB | before (gzip KiB) |',
    '|---|---:|---:|---:|',
    ...listed.map((row) => `| ${row.name} | ${kib(row.gzip)} | ${kib(row.raw)} | ${before(BEFORE.landing[row.name])} |`),
    ...(rest.length ? [`| ${rest.length} more | ${kib(rest.reduce((sum, row) => sum + row.gzip, 0))} | ${kib(rest.reduce((sum, row) => sum + row.raw, 0))} | |`] : []),
    '',
  ];
  const markdown = lines.join('\n');
  console.log(markdown);
  writeBenchmarksSection(HEADING, markdown);
  const overBudget = [...families].filter(([, r]) => r.max > BUDGET_KIB * 1024);
  if (overBudget.length > 0) {
    console.error(`Over the ${BUDGET_KIB} KiB budget: ${overBudget.map(([name, r]) => `${name} (${r.largest}: ${kib(r.max)} KiB)`).join(', ')}`);
    process.exitCode = 1;
  }
  if (portal.gzip > PORTAL_BUDGET_KIB * 1024) {
    console.error(`The portal's first screen loads ${kib(portal.gzip)} KiB, over its ${PORTAL_BUDGET_KIB} KiB budget`);
    process.exitCode = 1;
  }
  const leaking = [...families].filter(([, r]) => r.portal.size > 0).map(([name]) => name);
  if (leaking.length > 0) {
    console.error(`Portal code found in the initial JS of: ${leaking.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench:bundle failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
