// `npm run bench:lighthouse`: Lighthouse (mobile, its default) on the home page and one feature page, served by the
// production server from the built dist/. Builds first unless SKIP_BUILD=1. Each page is measured RUNS times (the
// performance score is noisy on a shared machine); the medians per category are printed and written under
// "## Lighthouse" in docs/benchmarks.md, beside the medians from before the on-demand loading. Exits non-zero when a
// median misses its target (performance >= 98; accessibility, best practices and SEO 100), listing the audits that
// cost points.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../test/e2e/harness.mjs';
import { freePort, waitForHealth } from './lib/serverProcess.mjs';
import { writeBenchmarksSection } from './benchmarks-section.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const HEADING = '## Lighthouse';
const PAGES = ['/', '/features/api-logs'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 98 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 100 },
  { id: 'seo', label: 'SEO', target: 100 },
];
/** Medians before the marketing pages loaded their header menus and home sections on demand (run of 2026-11-21). */
const BEFORE = {
  date: '2026-11-21',
  pages: {
    '/': { performance: 95, lcp: '2.6 s', tbt: '172 ms' },
    '/features/api-logs': { performance: 97, lcp: '2.4 s', tbt: '127 ms' },
  },
};
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 's' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};



/** Lighthouse's own transient failure to record a trace ("Please run Lighthouse again"): such a run is repeated. */
const TRANSIENT_FAILURE = /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/;
/** Attempts of one run before its failure counts. */
const ATTEMPTS = 3;

/** One Lighthouse run through its CLI, repeated on a transient failure; answers the parsed report (lhr). */
function runLighthouse(url, outputFile) {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouseOnce(url, outputFile);
    } catch (error) {
      if (attempt >= ATTEMPTS || !TRANSIENT_FAILURE.test(String(error))) throw error;
      console.log(`${url}: ${String(error).split(': ').pop()}; running it again`);
    }
  }
}

function runLighthouseOnce(url, outputFile) {
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputFile}`,
    `--only-categories=${CATEGORIES.map((c) => c.id).join(',')}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ];
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8' });
  if (result.status !== 0 || !fs.existsSync(outputFile)) {
    throw new Error(`Lighthouse failed on ${url}: ${(result.stderr || result.stdout || '').trim().split('\n').slice(-3).join(' ')}`);
  }
  return JSON.parse(fs.readFileSync(outputFile, 'utf8'));
}

/** Audits of a category that did not get full marks (weighted ones first), e.g. "color-contrast (0)". */
function lostAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].score})`);
}

function measurePage(baseUrl, pagePath, workDir) {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const lhr = runLighthouse(baseUrl + pagePath, path.join(workDir, `run-${pagePath.replace(/\W+/g, '_')}-${run}.json`));
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${pagePath}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c.id, Math.round(lhr.categories[c.id].score * 100)]));
    const metrics = Object.fromEntries(METRICS.map((m) => [m.id, lhr.audits[m.id].numericValue]));
    const lost = Object.fromEntries(CATEGORIES.map((c) => [c.id, lostAudits(lhr, c.id)]));
    console.error(`${pagePath} run ${run}: ${CATEGORIES.map((c) => `${c.label} ${scores[c.id]}`).join(', ')}`);
    runs.push({ scores, metrics, lost });
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c.id, median(runs.map((r) => r.scores[c.id]))]));
  const metrics = Object.fromEntries(METRICS.map((m) => [m.id, median(runs.map((r) => r.metrics[m.id]))]));
  const lost = Object.fromEntries(CATEGORIES.map((c) => [c.id, [...new Set(runs.flatMap((r) => r.lost[c.id]))]]));
  return { path: pagePath, runs, scores, metrics, lost };
}

function formatMetric(metric, value) {
  if (metric.unit === 's') return `${(value / 1000).toFixed(1)} s`;
  if (metric.unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

function report(results) {
  const lines = [
    HEADING,
    '',
    `Measured by \`npm run bench:lighthouse\` on ${new Date().toISOString().slice(0, 10)} with Lighthouse ${results.version}`,
    `(mobile emulation and simulated throttling, its defaults) against the production server serving dist/, headless`,
    `Chromium, ${RUNS} runs per page, median per category. Load average at the start: ${results.load}.`,
    `Targets: ${CATEGORIES.map((c) => `${c.label} ${c.target === 100 ? '100' : `>= ${c.target}`}`).join('; ')}.`,
    `"Before": the medians of ${BEFORE.date}, before the header menus and home sections were loaded on demand.`,
    '',
    `| page | ${CATEGORIES.map((c) => c.label).join(' | ')} | ${METRICS.map((m) => m.label).join(' | ')} | performance per run | before: performance, LCP, TBT |`,
    `|---|${CATEGORIES.map(() => '---:').join('|')}|${METRICS.map(() => '---:').join('|')}|---|---|`,
    ...results.pages.map((page) => {
      const before = BEFORE.pages[page.path];
      const beforeCell = before ? `${before.performance}, ${before.lcp}, ${before.tbt}` : '';
      return `| ${page.path} | ${CATEGORIES.map((c) => page.scores[c.id]).join(' | ')} | ${METRICS.map((m) => formatMetric(m, page.metrics[m.id])).join(' | ')} | ${page.runs.map((r) => r.scores.performance).join(', ')} | ${beforeCell} |`;
    }),
    '',
  ];
  const misses = results.pages.flatMap((page) =>
    CATEGORIES.filter((c) => page.scores[c.id] < c.target).map((c) => `${page.path} ${c.label} ${page.scores[c.id]} < ${c.target} (${page.lost[c.id].join(', ') || 'no single audit'})`),
  );
  lines.push(misses.length ? `Missed: ${misses.join('; ')}.` : 'Every median meets its target.', '');
  return { markdown: lines.join('\n'), misses };
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/index.html is missing: run npm run build');
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-lighthouse-'));
  const dataDir = path.join(workDir, 'data');
  const serverLog = [];
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'server', 'src', 'index.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: path.join(root, 'dist'), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => serverLog.push(String(chunk)));
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopServer(); process.exit(130); });

  try {
    await waitForHealth(baseUrl, server, 120_000);
    const load = os.loadavg()[0].toFixed(1);
    const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
    const pages = PAGES.map((pagePath) => measurePage(baseUrl, pagePath, workDir));
    const { markdown, misses } = report({ pages, version, load });
    console.log(markdown);
    writeBenchmarksSection(HEADING, markdown);
    if (misses.length > 0) process.exitCode = 1;
  } catch (error) {
    if (serverLog.length) console.error(serverLog.join('').split('\n').slice(-10).join('\n'));
    throw error;
  } finally {
    stopServer();
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:lighthouse failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
