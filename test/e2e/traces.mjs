// Traces: an API call whose request carried a W3C traceparent, sent to the collector, and that trace's spans sent by
// the official OpenTelemetry OTLP exporter (Node side), show as a waterfall of both services in the event detail;
// axe and no sideways scroll (page and panel) at 1440 and 390 px, with screenshots. The demo's traced calls show
// theirs too.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { demoAppPath, signInToOwnApp } from './portal.mjs';

const SENDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'traces', 'otlpSender.mjs');

/** A random lowercase hex id of `bytes` bytes. */
const hexId = (bytes) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Fails when the open event detail panel scrolls sideways inside itself. */
async function expectPanelFits(page, label) {
  const { scrollWidth, clientWidth } = await page.locator('.event-detail').evaluate((panel) => ({ scrollWidth: panel.scrollWidth, clientWidth: panel.clientWidth }));
  expect(scrollWidth <= clientWidth, `${label}: the event detail scrolls sideways (${scrollWidth} > ${clientWidth})`);
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function tracesSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'traces: a call with a traceparent shows the spans of both services sent by the OTLP exporter as a waterfall (1440 and 390 px)',
      run: () =>
        withPage(browser, async (page) => {
          const { token, orgId, appId } = await signInToOwnApp(page, baseUrl);
          const minted = await page.request.get(`${baseUrl}/api/portal/${orgId}/oauth/access_tokens?app_id=${appId}&target=collector`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(minted.status() === 200, `the collector token request answered ${minted.status()}`);
          const collectorToken = (await minted.json()).app_token;

          // The API call, logged with the trace context its caller sent.
          const traceId = hexId(16);
          const callerSpan = hexId(8);
          const now = Date.now();
          const event = await page.request.post(`${baseUrl}/collector/v1/events`, {
            headers: { 'x-moesif-application-id': collectorToken },
            data: {
              request: { time: new Date(now).toISOString(), uri: 'https://shop.example.com/checkout', verb: 'GET', headers: { Traceparent: `00-${traceId}-${callerSpan}-01` } },
              response: { time: new Date(now + 100).toISOString(), status: 200, headers: {} },
            },
          });
          expect(event.status() === 201, `the collector answered ${event.status()} to the event`);

          // The services' spans of that trace, exported by the official OTLP exporter as an instrumented app does.
          const options = { kind: 'protobuf', url: `${baseUrl}/v1/traces`, headers: { 'X-Moesif-Application-Id': collectorToken }, base: now, traceId, parentSpanId: callerSpan };
          await promisify(execFile)(process.execPath, [SENDER, JSON.stringify(options)], { timeout: 30_000 });

          await page.goto(`${baseUrl}/wrap/app/${orgId}-${appId}/events`);
          await page.getByRole('heading', { level: 1, name: 'Event log' }).waitFor({ timeout: 30_000 });
          await page.getByRole('button', { name: /\/checkout.*: open the detail$/ }).first().click();
          const panel = page.getByRole('complementary', { name: 'Event detail' });
          const trace = panel.getByRole('region', { name: 'Trace' });
          const table = trace.getByRole('table', { name: `Spans of trace ${traceId}, in tree order` });
          await table.waitFor({ timeout: 20_000 });
          const names = await table.getByRole('rowheader').allTextContents();
          expect(names.length === 3, `expected 3 spans, saw ${names.length}`);
          expect(names[0].startsWith('api GET /checkout') && names[0].includes('This call'), `first row: ${names[0]}`);
          expect(names[1].startsWith('api SELECT carts'), `second row: ${names[1]}`);
          expect(names[2].startsWith('inventory reserve stock') && names[2].includes('Error'), `third row: ${names[2]}`);

          // The attributes of a span open from its row, by keyboard.
          await table.getByText('Details').nth(2).focus();
          await page.keyboard.press('Enter');
          await trace.getByText('no stock left').waitFor();

          await trace.scrollIntoViewIfNeeded();
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page, 'event detail with a trace at 1440 px');
          await expectPanelFits(page, '1440 px');
          await trace.screenshot({ path: path.join(screenshotsDir, 'trace-waterfall-desktop.png') });

          await page.setViewportSize(VIEWPORTS.phone);
          await table.waitFor();
          await trace.scrollIntoViewIfNeeded();
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page, 'event detail with a trace at 390 px');
          await expectPanelFits(page, '390 px');
          await trace.screenshot({ path: path.join(screenshotsDir, 'trace-waterfall-phone.png') });
        }),
    },
    {
      name: 'traces: a traced call of the demo app opens with its gateway and API spans as a waterfall, and its country',
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signInToOwnApp(page, baseUrl);
          const eventsPath = await demoAppPath(page, baseUrl, token, 'events');
          const found = await page.request.post(`${baseUrl}/api/search/demo/search/events?app_id=demodefault&from=-30d`, {
            headers: { authorization: `Bearer ${token}` },
            data: { size: 1, query: { bool: { filter: [{ exists: { field: 'request.headers.traceparent' } }, { range: { 'response.status': { lt: 400 } } }] } } },
          });
          expect(found.status() === 201, `the demo search answered ${found.status()}`);
          const [hit] = (await found.json()).hits.hits;
          expect(hit, 'the demo app has no traced call');
          const traceId = hit._source.request.headers.traceparent.split('-')[1];

          await page.goto(`${baseUrl}${eventsPath}?ids=${hit._id}`);
          await page.getByRole('heading', { level: 1, name: 'Event log' }).waitFor({ timeout: 30_000 });
          await page.getByRole('button', { name: /: open the detail$/ }).first().click();
          const trace = page.getByRole('complementary', { name: 'Event detail' }).getByRole('region', { name: 'Trace' });
          const table = trace.getByRole('table', { name: `Spans of trace ${traceId}, in tree order` });
          await table.waitFor({ timeout: 20_000 });
          const names = await table.getByRole('rowheader').allTextContents();
          expect(names.length >= 5, `expected at least 5 spans, saw ${names.length}: ${names.join(' | ')}`);
          expect(names[0].startsWith('api-gateway '), `first row: ${names[0]}`);
          const call = names.find((name) => name.startsWith('payments-api ') && name.includes('This call'));
          expect(call, `no payments-api span marked as this call: ${names.join(' | ')}`);
          // The detail names the country resolved from the caller's address at ingest.
          const code = hit._source.request.geo_ip?.country_code2;
          expect(code, 'the demo call has no country');
          const country = page.getByRole('complementary', { name: 'Event detail' }).locator('dt', { hasText: /^Country$/ }).locator('xpath=following-sibling::dd[1]');
          const countryText = await country.textContent();
          expect(countryText?.endsWith(`(${code})`) && countryText.length > code.length + 3, `the detail shows the country as "${countryText}" for ${code}`);
          await trace.scrollIntoViewIfNeeded();
          await expectNoAxeViolations(page);
          await expectPanelFits(page, 'demo trace at 1440 px');
          await trace.screenshot({ path: path.join(screenshotsDir, 'trace-waterfall-demo-desktop.png') });
        }),
    },
  ];
}
