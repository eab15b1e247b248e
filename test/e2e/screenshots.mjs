// (d) Screenshots: home, one page of each marketing family, a comparison page and the demo dialog,
// at desktop (1440 px) and phone (390 px) widths, into test-results/screenshots/.
import path from 'node:path';
import { expect, open, VIEWPORTS, waitForHeading, withPage } from './harness.mjs';

const DEMO_BUTTON = /request demo|get a demo|schedule a demo|chat with an expert/i;

/** The first page of each family: the first path segment, with one-segment pages grouped as "company". */
export function pickFamilyPages(marketingPages) {
  const segmentCounts = new Map();
  for (const { path: p } of marketingPages) {
    const first = p.split('/')[1] ?? '';
    segmentCounts.set(first, (segmentCounts.get(first) ?? 0) + 1);
  }
  const picked = new Map();
  for (const entry of marketingPages) {
    const segments = entry.path.split('/').filter(Boolean);
    const family = segments.length === 0 ? 'home'
      : segments.length > 1 || segmentCounts.get(segments[0]) > 1 ? segments[0]
      : 'company';
    if (!picked.has(family)) picked.set(family, entry.path);
  }
  // The compare-to family is the comparison page; add one only if the family is missing.
  const comparison = marketingPages.find((p) => p.path.startsWith('/compare-to/'));
  if (comparison && !picked.has('compare-to')) picked.set('comparison', comparison.path);
  if (!picked.has('home')) picked.set('home', '/');
  return picked;
}

/** Pause between scroll steps: enough for the browser to start the requests of images that came near the view. */
const SCROLL_STEP_PAUSE_MS = 100;
/** Upper bound of scroll steps, so an endlessly growing page cannot stall the suite. */
const MAX_SCROLL_STEPS = 60;
/** How long the images of one page may take to finish after the scroll. */
const IMAGE_LOAD_TIMEOUT_MS = 15_000;

/**
 * Scrolls to the bottom one viewport at a time, so that lazily loaded images (loading="lazy") start loading (a
 * full-page screenshot does not scroll, and they would stay empty boxes), back to the top, and waits until every
 * rendered <img> has finished loading and decoding. Fails, naming the images, when some never finish.
 */
async function loadLazyImages(page) {
  const pending = await page.evaluate(async ({ pauseMs, maxSteps, timeoutMs }) => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));
    const root = document.scrollingElement ?? document.documentElement;
    // The height is read again at every step: content may grow while images load.
    for (let step = 1; step <= maxSteps && window.scrollY + window.innerHeight < root.scrollHeight; step++) {
      window.scrollTo({ top: step * window.innerHeight, behavior: 'instant' });
      await pause();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    // Images that are not rendered (e.g. in a closed menu) never load lazily and are not in the screenshot either.
    const rendered = [...document.images].filter((img) => img.getClientRects().length > 0);
    const deadline = Date.now() + timeoutMs;
    while (rendered.some((img) => !img.complete) && Date.now() < deadline) await pause();
    await Promise.all(rendered.filter((img) => img.complete).map((img) => img.decode().catch(() => undefined)));
    return rendered.filter((img) => !img.complete).map((img) => img.currentSrc || img.src);
  }, { pauseMs: SCROLL_STEP_PAUSE_MS, maxSteps: MAX_SCROLL_STEPS, timeoutMs: IMAGE_LOAD_TIMEOUT_MS });
  expect(pending.length === 0, `images still loading after ${IMAGE_LOAD_TIMEOUT_MS / 1000} s: ${pending.slice(0, 3).join(', ')}`);
}

function fileName(label, viewportName) {
  return `${label.replace(/[^a-z0-9-]+/gi, '-')}-${VIEWPORTS[viewportName].width}.png`;
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function screenshotSuite({ browser, baseUrl, marketingPages, screenshotsDir }) {
  const tests = [];
  for (const viewportName of Object.keys(VIEWPORTS)) {
    const viewport = VIEWPORTS[viewportName];
    for (const [family, pagePath] of pickFamilyPages(marketingPages)) {
      tests.push({
        name: `screenshot: ${family} (${pagePath}) at ${viewport.width} px`,
        run: () =>
          withPage(browser, async (page) => {
            const status = await open(page, baseUrl, pagePath);
            expect(status === 200, `answered ${status}`);
            await waitForHeading(page);
            await page.waitForLoadState('networkidle');
            await loadLazyImages(page);
            await page.screenshot({ path: path.join(screenshotsDir, fileName(family, viewportName)), fullPage: true, animations: 'disabled' });
          }, { viewport }),
      });
    }
    tests.push({
      name: `screenshot: demo dialog at ${viewport.width} px`,
      run: () =>
        withPage(browser, async (page) => {
          await open(page, baseUrl, '/');
          await waitForHeading(page);
          const button = page.getByRole('button', { name: DEMO_BUTTON }).or(page.getByRole('link', { name: DEMO_BUTTON })).first();
          await button.click();
          const dialog = page.getByRole('dialog').first();
          await dialog.waitFor({ state: 'visible', timeout: 10_000 });
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: path.join(screenshotsDir, fileName('demo-dialog', viewportName)), animations: 'disabled' });
        }, { viewport }),
    });
  }
  return tests;
}
