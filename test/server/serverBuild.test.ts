import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { THREAD_POOL_SIZE } from '../../server/src/threadPool';
import { apiEvent } from './collector/wireEvents';

const root = path.resolve(__dirname, '../..');
const built = path.join(root, 'build', 'server');

/** The compiled server `npm start` runs (scripts/build-server.mjs): its worker files. */
describe('the compiled server', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'pipe' });
  });

  it('ships the collector\'s normalising thread as its own file, which answers a batch', async () => {
    const worker = new Worker(path.join(built, 'normaliseWorker.js'));
    try {
      const text = Buffer.from(JSON.stringify([apiEvent()]));
      const bytes = new ArrayBuffer(text.length);
      new Uint8Array(bytes).set(text);
      const answer = await new Promise<{ id: number; batch?: { records: Array<{ orgId: string }> } }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({
          id: 7, bytes, kind: 'event', tenant: { orgId: 'org', appId: 'app' }, routeUrl: '/collector/v1/events/batch',
          limits: { now: Date.now(), maxAgeMs: 86_400_000, maxEventBytes: 1024 * 1024 }, options: { storeBodies: true },
        });
      });
      expect(answer.id).toBe(7);
      expect(answer.batch?.records.map((r) => r.orgId)).toEqual(['org']);
    } finally {
      await worker.terminate();
    }
  });

  it('sizes libuv\'s thread pool as the server design assumes (the bundler dropped that side-effect import once)', () => {
    const bundle = fs.readFileSync(path.join(built, 'index.js'), 'utf8');
    expect(bundle).toContain('process.env.UV_THREADPOOL_SIZE ??= String(THREAD_POOL_SIZE)');
    expect(bundle).toContain(`THREAD_POOL_SIZE = ${THREAD_POOL_SIZE}`);
  });
});
