import fs from 'node:fs';
import http_ from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { createContext } from '../../server/src/bootstrap';
import { loadConfig } from '../../server/src/config';
import type { AppContext } from '../../server/src/context';
import { shutDown } from '../../server/src/shutdown';
import { Database } from '../../server/src/storage/duckdb/database';
import { holdWriter, storedEvents, waitForHeldRows } from './collector/writerGate';
import { apiEvent } from './collector/wireEvents';
import { signUpWithApp } from './support/factories';
import { embeddedDb, http, TEST_PASSWORD_COST } from './support/testServer';

/** A server whose end the test controls (shutDown closes it, not a fixture). */
async function start(dataDir: string): Promise<{ app: FastifyInstance; ctx: AppContext; baseUrl: string }> {
  const ctx = await createContext(loadConfig({}, { dataDir, logLevel: 'silent', seedDemo: false, duckdbMemoryLimit: '512MB', passwordCost: TEST_PASSWORD_COST }));
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, ctx, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('graceful shutdown', () => {
  let dataDir: string;
  beforeEach(() => { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-shutdown-')); });
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }); });

  it('answers in-flight batches, commits queued writes, closes the database and exits 0', async () => {
    const { app, ctx, baseUrl } = await start(dataDir);
    const user = await signUpWithApp(baseUrl);
    const release = await holdWriter(embeddedDb(ctx));
    const batches = Array.from({ length: 3 }, () =>
      http(baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent(), apiEvent()], headers: { 'x-moesif-application-id': user.collectorToken } }));
    await waitForHeldRows(embeddedDb(ctx), 6);
    const exit = jest.fn();
    const stopping = shutDown({ app, ctx, demoSeeding: null, exit, log: () => undefined });
    release();
    expect((await Promise.all(batches)).map((b) => b.status)).toEqual([201, 201, 201]);
    await stopping;
    expect(exit.mock.calls).toEqual([[0]]);
    const reopened = await Database.open(path.join(dataDir, 'apiscope.duckdb'), { threads: 1, memoryLimit: '256MB' });
    expect(await storedEvents(reopened, user.orgId)).toBe(6);
    // The rollups' marks were written with the moment of the clean close, so the next start recovers nothing older.
    const [state] = await reopened.all<{ closed: boolean }>('SELECT closed_at IS NOT NULL AND closed_at >= marked_until AS closed FROM event_rollup_state');
    expect(state.closed).toBe(true);
    await reopened.close();
  });

  it('exits 1 at the deadline when a request never completes', async () => {
    const { app, ctx, baseUrl } = await start(dataDir);
    const url = new URL(`${baseUrl}/api/auth/login`);
    const stalled = http_.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
    stalled.on('error', () => undefined);
    stalled.write('{"email":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exit = jest.fn();
    const log = jest.fn();
    const stopping = shutDown({ app, ctx, demoSeeding: null, exit, log, deadlineMs: 200 });
    while (exit.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(exit.mock.calls[0]).toEqual([1]);
    expect(log).toHaveBeenCalledWith('Shutdown did not finish within 0.2 s: exiting now');
    stalled.destroy();
    await stopping;
  });
});
