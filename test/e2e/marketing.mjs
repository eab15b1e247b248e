// (b) Marketing: every URL of the SEO registry renders with its head tags, one h1, no axe violations and no
// sideways scroll on a phone; unknown URLs answer 404 with the not-found page.
import { VIEWPORTS, expect, expectNoAxeViolations, headTags, open, waitForHeading, withPage } from './harness.mjs';

// Chromium reports the 404 of the document itself as a console error; that status is what the test asks for.
const DOCUMENT_404 = [/Failed to load resource: the server responded with a status of 404/];

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function marketingSuite({ browser, baseUrl, siteUrl, marketingPages }) {
  const pageTests = marketingPages.map((entry) => ({
    name: `marketing: ${entry.path}`,
    run: () =>
      withPage(browser, async (page) => {
        const status = await open(page, baseUrl, entry.path);
        expect(status === 200, `answered ${status}`);
        await waitForHeading(page);
        const head = await headTags(page);
        expect(head.title === entry.title, `title is "${head.title}", registry says "${entry.title}"`);
        expect(
          head.descriptions.length === 1 && head.descriptions[0] === entry.description,
          `meta description ${JSON.stringify(head.descriptions)}, registry says "${entry.description}"`,
        );
        const canonical = siteUrl + (entry.canonicalPath ?? entry.path);
        expect(head.canonicals.length === 1 && head.canonicals[0] === canonical, `canonical ${JSON.stringify(head.canonicals)}, expected ${canonical}`);
        expect(head.h1Count === 1, `${head.h1Count} h1 elements`);
        await expectNoAxeViolations(page);
        // The same page, resized to a phone: nothing may make the document wider than the screen.
        await page.setViewportSize(VIEWPORTS.phone);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow <= 0, `${entry.path} scrolls sideways by ${overflow} px at ${VIEWPORTS.phone.width} px`);
      }),
  }));

  // The home page is not in the registry (the app routes own '/'), but it is the first page most phones see.
  const homeTest = {
    name: 'marketing: / does not scroll sideways at 390 px, sections below the first screen included',
    run: () =>
      withPage(browser, async (page) => {
        const status = await open(page, baseUrl, '/');
        expect(status === 200, `answered ${status}`);
        await waitForHeading(page);
        // The sections below the first screen arrive on the first scroll: measure with them in the page.
        await page.mouse.wheel(0, 400);
        await page.locator('.home-below-the-fold').waitFor({ state: 'detached', timeout: 10_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow <= 0, `/ scrolls sideways by ${overflow} px at ${VIEWPORTS.phone.width} px`);
      }, { viewport: VIEWPORTS.phone }),
  };

  const notFoundTests = ['/no-such-page', '/features/api-logs/not-a-child'].map((path) => ({
    name: `marketing: unknown URL ${path} answers 404 with the not-found page`,
    run: () =>
      withPage(browser, async (page) => {
        const status = await open(page, baseUrl, path);
        expect(status === 404, `answered ${status}`);
        await waitForHeading(page);
        const head = await headTags(page);
        expect(head.robots.includes('noindex'), 'the not-found page is not marked noindex');
        const text = await page.locator('body').innerText();
        expect(/not found|404|doesn.t exist|could not find|can.t find/i.test(text), 'the not-found page does not say so');
        await expectNoAxeViolations(page);
      }, { allowConsole: DOCUMENT_404 }),
  }));

  return [...pageTests, homeTest, ...notFoundTests];
}
