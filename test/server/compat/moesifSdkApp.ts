import type { Server } from 'node:http';
import express from 'express';
// moesif-nodejs ships CommonJS without an ES default export typing that matches require(); load it as Node does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const moesif = require('moesif-nodejs') as MoesifFactory;

/** The subset of the moesif-nodejs middleware these tests use. */
export interface MoesifMiddleware {
  (req: unknown, res: unknown, next: () => void): void;
  updateUser(user: Record<string, unknown>, cb: (err: unknown) => void): void;
  updateCompany(company: Record<string, unknown>, cb: (err: unknown) => void): void;
}
type MoesifFactory = (options: Record<string, unknown>) => MoesifMiddleware;

/** An Express API instrumented with the real moesif-nodejs SDK, sending to our collector. */
export interface InstrumentedApi {
  baseUrl: string;
  moesif: MoesifMiddleware;
  close(): Promise<void>;
}

/** Starts an Express app whose calls moesif-nodejs logs to `${collectorBase}/v1/...`; `runId` tags every event. */
export async function startInstrumentedApi(collectorBase: string, applicationId: string, runId: string): Promise<InstrumentedApi> {
  const middleware = moesif({
    applicationId,
    baseUri: collectorBase,
    identifyUser: (req: { headers: Record<string, string> }) => req.headers['x-user-id'],
    identifyCompany: (req: { headers: Record<string, string> }) => req.headers['x-company-id'],
    getMetadata: () => ({ run: runId }),
    batchSize: 5,
    batchMaxTime: 600,
    callback: (error: unknown) => { if (error) console.error('moesif-nodejs failed to send events', error); },
  });
  const app = express();
  app.use(express.json());
  app.use(middleware);
  app.get('/items/:id', (req, res) => { res.json({ id: req.params.id }); });
  app.post('/items', (req, res) => { res.status(201).json({ created: true, body: req.body }); });
  app.get('/broken', (_req, res) => { res.status(500).json({ error: 'boom' }); });
  const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    moesif: middleware,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Polls `probe` until it returns true or `timeoutMs` passes. */
export async function waitFor(probe: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
