import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { version } from '../../../package.json';
import { BUILD_ID_FILE, readBuildId } from '../../../server/src/web/buildId';
import { http } from '../support/testServer';
import { useDistServer } from './useDistServer';

const BUILD_ID = '3f9c0a7be21d';

describe('x-build-version on /api responses, from dist/build-id.txt', () => {
  const { server, distDir } = useDistServer();
  // Written before the server starts: the id is read once at start.
  fs.writeFileSync(path.join(distDir, BUILD_ID_FILE), `${BUILD_ID}\n`);

  it('carries the build id on successful, failed and unknown /api calls', async () => {
    const ok = await http(server.baseUrl, 'GET', '/api/subscription/partners');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-build-version')).toBe(BUILD_ID);
    const unauthorized = await http(server.baseUrl, 'GET', '/api/auth/profile');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('x-build-version')).toBe(BUILD_ID);
    const missing = await http(server.baseUrl, 'GET', '/api/no-such-area');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-build-version')).toBe(BUILD_ID);
  });

  it('leaves it off pages, static files and the health check', async () => {
    for (const urlPath of ['/', '/health', '/robots.txt']) {
      const res = await http(server.baseUrl, 'GET', urlPath);
      expect({ urlPath, status: res.status, header: res.headers.get('x-build-version') }).toEqual({ urlPath, status: 200, header: null });
    }
  });

  it('serves the id file itself, which the build writes next to index.html', async () => {
    const res = await http(server.baseUrl, 'GET', `/${BUILD_ID_FILE}`);
    expect(res.status).toBe(200);
    expect(String(res.body).trim()).toBe(BUILD_ID);
  });
});

describe('x-build-version without a build id', () => {
  const { server } = useDistServer();

  it('falls back to the package version', async () => {
    const res = await http(server.baseUrl, 'GET', '/api/subscription/partners');
    expect(res.headers.get('x-build-version')).toBe(version);
  });

  it('ignores an id file that is not a plain token', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-build-id-'));
    try {
      fs.writeFileSync(path.join(dir, BUILD_ID_FILE), 'two words\r\nInjected: header');
      expect(readBuildId(dir, 'fallback')).toBe('fallback');
      fs.writeFileSync(path.join(dir, BUILD_ID_FILE), '  v1.2.3-abc_9  \n');
      expect(readBuildId(dir, 'fallback')).toBe('v1.2.3-abc_9');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
