// `npm run test:e2e`: builds the production bundle (unless SKIP_BUILD=1) and the server, starts the compiled server
// on a free port with a throwaway DATA_DIR and a small demo data set, runs the browser suites in headless Chromium,
// prints one line per test and a final `N passed, N failed` line. Exits non-zero on any failure; always stops the
// server.
// E2E_GREP=regex runs only the tests whose name matches.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS } from '../test/e2e/harness.mjs';
import { freePort, waitForHealth } from './lib/serverProcess.mjs';
import { buildServer } from './build-server.mjs';
import { runTests } from '../test/e2e/runner.mjs';
import smokeSuite from '../test/e2e/smoke.mjs';
import marketingSuite from '../test/e2e/marketing.mjs';
import authSuite from '../test/e2e/auth.mjs';
import formsSuite from '../test/e2e/forms.mjs';
import screenshotSuite from '../test/e2e/screenshots.mjs';
import portalSuite from '../test/e2e/portal.mjs';
import timeSeriesSuite from '../test/e2e/timeSeries.mjs';
import segmentationSuite from '../test/e2e/segmentation.mjs';
import geoMapSuite from '../test/e2e/geoMap.mjs';
import liveTailSuite from '../test/e2e/liveTail.mjs';
import dashboardSuite from '../test/e2e/dashboard.mjs';
import teamSuite from '../test/e2e/team.mjs';
import apiKeysSuite from '../test/e2e/apiKeys.mjs';
import settingsSuite from '../test/e2e/settings.mjs';
import auditSuite from '../test/e2e/audit.mjs';
import ssoSuite from '../test/e2e/sso.mjs';
import mfaSuite from '../test/e2e/mfa.mjs';
import tracesSuite from '../test/e2e/traces.mjs';
import { startOidcProvider } from '../test/e2e/oidcProvider.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const siteUrl = (process.env.SITE_URL || 'https://www.apiscope.dev').replace(/\/$/, '');
const concurrency = Number(process.env.E2E_CONCURRENCY || 2);
const screenshotsDir = path.join(root, 'test-results', 'screenshots');



function build() {
  console.error('Building the production bundle...');
  // Build output goes to stderr so stdout carries only the test lines.
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('the production build failed');
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') build();
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/index.html is missing: run npm run build');
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (apt-get install chromium)`);
  fs.mkdirSync(screenshotsDir, { recursive: true });

  const { marketingPages } = await tsImport('../src/marketing/seo/registry.ts', import.meta.url);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-e2e-'));
  const serverLog = [];
  // A real OpenID provider on loopback for the single sign-on tests (its id is "acme").
  const oidc = await startOidcProvider({ redirectUris: [`${baseUrl}/api/auth/sso/acme/callback`] });
  // The compiled server, as `npm start` runs it (built once per run).
  const serverBundle = await buildServer();
  const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: path.join(root, 'dist'), SEED_DEMO: 'true', DEMO_EVENTS: process.env.DEMO_EVENTS || '20000', LOG_LEVEL: 'warn', SITE_URL: siteUrl, SIGNUP_RATE_LIMIT: '1000', ...oidc.env(baseUrl) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => serverLog.push(String(chunk)));
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopServer(); process.exit(130); });

  let browser;
  let summary = { passed: 0, failed: 1 };
  try {
    await waitForHealth(baseUrl, server, 180_000);
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    const env = { browser, baseUrl, siteUrl, marketingPages, screenshotsDir };
    const grep = process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP, 'i') : null;
    const tests = [smokeSuite, authSuite, formsSuite, marketingSuite, screenshotSuite, portalSuite, timeSeriesSuite, segmentationSuite, geoMapSuite, liveTailSuite, dashboardSuite, teamSuite, apiKeysSuite, settingsSuite, auditSuite, ssoSuite, mfaSuite, tracesSuite].flatMap((suite) => suite(env))
      .filter((test) => !grep || grep.test(test.name));
    summary = await runTests(tests, concurrency);
  } catch (error) {
    console.log(`FAIL e2e setup: ${error instanceof Error ? error.message : error}`);
    summary = { passed: summary.passed, failed: Math.max(summary.failed, 1) };
  } finally {
    await browser?.close().catch(() => undefined);
    stopServer();
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (summary.failed > 0 && serverLog.length > 0) console.error(`--- server output ---\n${serverLog.join('').slice(-4000)}`);
  console.log(`${summary.passed} passed, ${summary.failed} failed`);
  process.exitCode = summary.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.log(`FAIL e2e: ${error instanceof Error ? error.message : error}`);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
