import fs from 'node:fs';
import nodeHttp from 'node:http';
import zlib from 'node:zlib';
import { http } from '../support/testServer';
import { useDistServer } from './useDistServer';
import { HASHED_SCRIPT } from './distFixture';
import { readHead } from './headTags';

/** A GET that keeps the body exactly as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: nodeHttp.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    nodeHttp.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('static files from dist/', () => {
  const { server, distDir } = useDistServer();

  it('caches content-hashed assets for a year, immutable', async () => {
    const res = await http(server.baseUrl, 'GET', HASHED_SCRIPT);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('makes browsers revalidate unhashed files and the HTML', async () => {
    for (const file of ['/robots.txt', '/favicon.svg', '/', '/signup']) {
      const res = await http(server.baseUrl, 'GET', file);
      expect([file, res.status, res.headers.get('cache-control')]).toEqual([file, 200, 'no-cache']);
    }
  });

  it('serves robots.txt from the build', async () => {
    const res = await http(server.baseUrl, 'GET', '/robots.txt');
    expect(res.body).toContain('User-agent: *');
  });

  it('answers 404 (not index.html) for a missing file', async () => {
    for (const file of ['/assets/main.0000000000.js', '/missing.png', '/favicon.ico', '/features/api-logs.json']) {
      const res = await http(server.baseUrl, 'GET', file);
      expect([file, res.status]).toEqual([file, 404]);
      expect(String(res.body)).not.toContain('<div id=root>');
    }
  });

  it('never lists a directory', async () => {
    for (const dir of ['/assets', '/assets/']) {
      const res = await http(server.baseUrl, 'GET', dir);
      expect([dir, res.status]).toEqual([dir, 404]);
      // The SPA's not-found page, not a file listing.
      expect(readHead(String(res.body)).noindex).toBe(true);
    }
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const raw = fs.readFileSync(`${distDir}${HASHED_SCRIPT}`);
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const res = await rawGet(server.baseUrl + HASHED_SCRIPT, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body.length).toBeLessThan(raw.length / 2);
      expect(decode(res.body).equals(raw)).toBe(true);
    }
    const html = await rawGet(`${server.baseUrl}/signup`, 'gzip');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(html.body).toString()).toContain('<div id=root>');
  });

  it('keeps API routes JSON: unknown /api paths answer a JSON 404', async () => {
    const res = await http(server.baseUrl, 'GET', '/api/no-such-area');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Route GET /api/no-such-area not found' });
    const post = await http(server.baseUrl, 'POST', '/collector/v1/no-such-thing', { body: {} });
    expect([post.status, post.body]).toEqual([404, { message: 'Route POST /collector/v1/no-such-thing not found' }]);
    const deletePage = await http(server.baseUrl, 'DELETE', '/signup');
    expect(deletePage.status).toBe(404);
    expect(deletePage.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await http(server.baseUrl, 'GET', '/health')).body).toEqual({ status: 'ok' });
  });
});

describe('before the web app is built', () => {
  const { server, distDir } = useDistServer({ withIndex: false });

  it('answers 503 with a clear message on SPA routes and serves the page once index.html appears', async () => {
    const res = await http(server.baseUrl, 'GET', '/');
    expect(res.status).toBe(503);
    expect(res.body).toBe('The web app has not been built: run npm run build');
    fs.copyFileSync(`${__dirname}/../../../public/index.html`, `${distDir}/index.html`);
    expect((await http(server.baseUrl, 'GET', '/')).status).toBe(200);
  });

  it('answers 405 with an Allow header when the path exists with other methods', async () => {
    const put = await http(server.baseUrl, 'PUT', '/api/auth/login', { body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    expect(put.body).toEqual({ message: 'Method PUT is not allowed on /api/auth/login; use POST' });
    const post = await http(server.baseUrl, 'POST', '/api/portal/o1/user_roles', { body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
    // Paths no route serves stay 404, and pages stay pages.
    expect((await http(server.baseUrl, 'PUT', '/api/no-such-area', { body: {} })).status).toBe(404);
    expect((await http(server.baseUrl, 'DELETE', '/signup')).status).toBe(404);
  });
});
