// Shared pieces of the browser suites: a page that fails on any page error, console error or CSP violation.
import { AxeBuilder } from '@axe-core/playwright';

/** Chromium flags that keep the headless browser quiet and offline. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** WCAG 2.0/2.1 A and AA: the axe rule tags every page must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Desktop and phone widths of the screenshots. */
export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/** Thrown by expectations; the message is what the report prints. */
export class Failure extends Error {}

/** Fails the test with a message when the condition is false. */
export function expect(condition, message) {
  if (!condition) throw new Failure(message);
}

/** Collects CSP violations in the page before any of its scripts run. */
function recordCspViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}

/**
 * Runs fn with a fresh browser context and page. Afterwards the test fails on any uncaught page error,
 * console error (except those matching `allowConsole`) or Content-Security-Policy violation.
 */
export async function withPage(browser, fn, { viewport = VIEWPORTS.desktop, allowConsole = [] } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowConsole.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
  });
  await page.addInitScript(recordCspViolations);
  try {
    await fn(page);
    const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    problems.push(...violations.map((v) => `CSP violation: ${v}`));
    expect(problems.length === 0, problems.slice(0, 5).join(' | '));
  } finally {
    await context.close();
  }
}

/** Opens a path and returns the main document's HTTP status. */
export async function open(page, baseUrl, path) {
  const response = await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
  return response ? response.status() : 0;
}

/** Waits until the page has rendered its main heading (lazy routes load after the entry chunk) and, on content pages, every block. */
export async function waitForHeading(page, timeout = 20_000) {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout });
  // Content pages draw their blocks below the first screen a few tasks after the first paint: checks and
  // screenshots see the whole page.
  await page.locator('.mk-page__pending').waitFor({ state: 'detached', timeout });
}

/** Runs axe with the WCAG A/AA tags and fails on any violation, naming the rules and a node of each. */
export async function expectNoAxeViolations(page) {
  // Colours are judged as drawn: let fade-ins finish first (endless animations, e.g. a marquee, are left running).
  // A paused one never finishes: wait at most 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const described = violations.map((v) => `${v.id} (${v.nodes.length}x, e.g. ${v.nodes[0]?.target?.join(' ') ?? '?'})`);
  expect(violations.length === 0, `axe violations: ${described.join('; ')}`);
}

/** Fails when the page scrolls sideways at its current width; `label` names the screen in the message. */
export async function expectNoSidewaysScroll(page, label) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth <= innerWidth, `${label}: scrolls sideways (${scrollWidth} > ${innerWidth})`);
}

/** The head tags the page carries after rendering. */
export async function headTags(page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
    h1Count: document.querySelectorAll('h1').length,
  }));
}
