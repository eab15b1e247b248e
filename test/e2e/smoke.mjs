// (a) Smoke: the production bundle renders (a blank page here usually means jsxDEV calls leaked into it).
import { expect, expectNoAxeViolations, headTags, open, waitForHeading, withPage } from './harness.mjs';

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function smokeSuite({ browser, baseUrl, siteUrl }) {
  return [
    {
      name: 'smoke: home renders from the production bundle (one h1, head tags, no CSP or axe violations)',
      run: () =>
        withPage(browser, async (page) => {
          const scripts = [];
          page.on('response', (response) => {
            if (response.url().includes('/assets/') && response.url().endsWith('.js')) scripts.push(response);
          });
          const status = await open(page, baseUrl, '/');
          expect(status === 200, `GET / answered ${status}`);
          await waitForHeading(page);
          const heading = (await page.locator('h1').first().innerText()).trim();
          expect(heading.length > 0, 'the home page h1 is empty');
          expect(scripts.length > 0, 'no script was loaded from /assets/');
          const cache = await scripts[0].headerValue('cache-control');
          expect(cache === 'public, max-age=31536000, immutable', `hashed script cache-control: ${cache}`);
          const csp = await (await page.request.get(`${baseUrl}/`)).headersArray();
          expect(csp.some((h) => h.name.toLowerCase() === 'content-security-policy'), 'HTML served without a CSP');
          const head = await headTags(page);
          expect(head.h1Count === 1, `${head.h1Count} h1 elements on the home page`);
          expect(head.descriptions.length === 1 && Boolean(head.descriptions[0]), `home meta description ${JSON.stringify(head.descriptions)}`);
          expect(head.canonicals.length === 1 && head.canonicals[0] === `${siteUrl}/`, `home canonical ${JSON.stringify(head.canonicals)}`);
          // The sections below the first screen arrive on the first scroll: check the whole page.
          await page.mouse.wheel(0, 400);
          await page.locator('.home-below-the-fold').waitFor({ state: 'detached', timeout: 10_000 });
          await expectNoAxeViolations(page);
        }),
    },
    {
      name: 'smoke: the server answers 404 (not the SPA) for a missing asset',
      run: () =>
        withPage(browser, async (page) => {
          const response = await page.request.get(`${baseUrl}/assets/missing.0000000000.js`);
          expect(response.status() === 404, `missing asset answered ${response.status()}`);
          expect(!(await response.text()).includes('<div id'), 'missing asset answered with index.html');
        }),
    },
  ];
}
