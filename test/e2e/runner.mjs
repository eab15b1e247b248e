// Runs browser tests a few at a time in one shared browser; prints one line per test.

/**
 * What every suite receives.
 * @typedef {object} SuiteEnv
 * @property {import('playwright-core').Browser} browser
 * @property {string} baseUrl       e.g. http://127.0.0.1:40123
 * @property {string} siteUrl       public base URL used in canonical links
 * @property {Array<{path: string, title: string, description: string}>} marketingPages  the SEO registry
 * @property {string} screenshotsDir
 */

/**
 * A browser test.
 * @typedef {object} BrowserTest
 * @property {string} name
 * @property {() => Promise<void>} run
 * @property {number} [timeoutMs]  a longer hang guard for a test that walks through many screens (default 90 s)
 */

const TEST_TIMEOUT_MS = 90_000;

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function firstLine(error) {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 3).join(' ');
}

/**
 * Runs the tests with `concurrency` at a time and prints `ok`/`FAIL` lines as they finish.
 * @param {BrowserTest[]} tests
 * @returns {Promise<{passed: number, failed: number}>}
 */
export async function runTests(tests, concurrency) {
  let passed = 0;
  let failed = 0;
  let next = 0;
  async function worker() {
    while (next < tests.length) {
      const test = tests[next++];
      const started = Date.now();
      try {
        await withTimeout(test.run(), test.timeoutMs ?? TEST_TIMEOUT_MS);
        passed++;
        console.log(`ok   ${test.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        console.log(`FAIL ${test.name}: ${firstLine(error)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tests.length) }, worker));
  return { passed, failed };
}
