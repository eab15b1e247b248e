import { registryPages } from '../../../server/src/web/marketingPages';
import { http } from '../support/testServer';
import { useDistServer } from './useDistServer';
import { FIXTURE_INDEX_HTML } from './distFixture';
import { readHead, unescapeHtml } from './headTags';

const SITE_URL = 'https://site.example.test';

describe('SPA routes, SEO tags and the sitemap', () => {
  const { server } = useDistServer({ config: { siteUrl: SITE_URL } });

  const get = (path: string) => http(server.baseUrl, 'GET', path);

  it('the registry has pages to serve', () => {
    expect(registryPages.length).toBeGreaterThan(10);
  });

  it('serves every marketing URL with its own title, description and canonical link in the HTML', async () => {
    for (const page of registryPages) {
      const res = await get(page.path);
      const head = readHead(String(res.body));
      expect({ path: page.path, status: res.status, titles: head.titles.map(unescapeHtml) }).toEqual({ path: page.path, status: 200, titles: [page.title] });
      expect(head.descriptions.map((d) => unescapeHtml(d ?? ''))).toEqual([page.description]);
      expect(head.canonicals).toEqual([SITE_URL + (page.canonicalPath ?? page.path)]);
      expect(head.noindex).toBe(false);
    }
  });

  it('gives every sitemap URL its own title, description and canonical link in the server-rendered head', async () => {
    const template = readHead(FIXTURE_INDEX_HTML);
    const locs = [...String((await get('/sitemap.xml')).body).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeHtml(m[1]));
    const guides = locs.filter((loc) => loc.startsWith(`${SITE_URL}/implementation/log-http-calls-from-`));
    expect(guides.length).toBeGreaterThan(0);
    for (const loc of locs) {
      const path = loc.slice(SITE_URL.length);
      // Guide pages are linked with ?useCase= and ?language=; the variants must name the same page.
      const variants = guides.includes(loc) ? [path, `${path}?useCase=monitoring`, `${path}?language=node&useCase=monetization`] : [path];
      for (const url of variants) {
        const res = await get(url);
        const head = readHead(String(res.body));
        const titles = head.titles.map(unescapeHtml);
        const descriptions = head.descriptions.map((d) => unescapeHtml(d ?? ''));
        expect({ url, status: res.status, titles: titles.length, descriptions: descriptions.length, canonicals: head.canonicals })
          .toEqual({ url, status: 200, titles: 1, descriptions: 1, canonicals: [loc] });
        expect({ url, title: titles[0] }).not.toEqual({ url, title: template.titles[0] });
        expect({ url, description: descriptions[0] }).not.toEqual({ url, description: template.descriptions[0] });
        expect(descriptions[0].length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the SEO tags with a query string or a trailing slash', async () => {
    const page = registryPages.find((p) => p.path !== '/') ?? registryPages[0];
    for (const path of [`${page.path}?intent=monitor&landing=win`, `${page.path}/`]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(readHead(String(res.body)).canonicals).toEqual([SITE_URL + (page.canonicalPath ?? page.path)]);
    }
  });

  it('preloads the hero picture of a content page, unless its query may swap the picture', async () => {
    const preloads = async (url: string) => [...String((await get(url)).body).matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map((m) => m[1]);
    const withHero = registryPages.filter((p) => p.heroImage);
    expect(withHero.length).toBeGreaterThan(40);
    for (const page of withHero) expect({ path: page.path, preloads: await preloads(page.path) }).toEqual({ path: page.path, preloads: [page.heroImage] });
    expect(await preloads('/features/api-logs')).toEqual(['/images/features/logs-live-tail.svg']);
    expect(await preloads('/features/api-logs?utm_source=ad')).toEqual(['/images/features/logs-live-tail.svg']);
    expect(await preloads('/solutions/metered-api-billing?image=stripe')).toEqual([]);
    expect(await preloads('/solutions/metered-api-billing?billing=stripe')).toEqual([]);
    expect(await preloads('/implementation/log-http-calls-from-nodejs')).toEqual([]);
    expect(await preloads('/no-such-page')).toEqual([]);
  });

  it.each([
    '/', '/login', '/signup', '/message', '/basic-landing', '/wrap', '/wrap/subscription', '/wrap/app/abc-def/dash',
    '/public/k3y7ok3n', '/public/k3y7ok3n/dash', '/oauth/segment', '/provision/partners/azure',
    '/register/partners/azure', '/register/partners/azure/welcome', '/public-apis/status/dash', '/landing',
    '/landing/partner/api-analytics', '/plugin/desk', '/casestudies/acme', '/extensions/billing',
    '/implementation/log-http-calls-from-nodejs', '/price/pro', '/features', '/features/no-such-type',
  ])('answers 200 with the SPA for the app route %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(String(res.body)).toContain('<div id=root>');
    expect(readHead(String(res.body)).noindex).toBe(false);
  });

  it('gives the home page its canonical on SITE_URL and does not let app routes claim it', async () => {
    expect(readHead(String((await get('/')).body)).canonicals).toEqual([`${SITE_URL}/`]);
    expect(readHead(String((await get('/wrap')).body)).canonicals).toEqual([]);
  });

  it.each([
    '/no-such-page', '/wrapper', '/features/api-logs/extra', '/oauth', '/register/partners/a/b/c', '/public',
    '/provision/partners', '/solutions/not-a-solution', '/%2e%2e/etc/passwd',
  ])('answers 404 with the not-found page (noindex) for the unknown path %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = String(res.body);
    expect(html).toContain('<div id=root>');
    const head = readHead(html);
    expect(head.noindex).toBe(true);
    expect(head.canonicals).toEqual([]);
    expect(head.titles).toEqual(['Page not found — Apiscope']);
  });

  it('sends the security headers on HTML responses', async () => {
    for (const path of ['/', registryPages[registryPages.length - 1].path, '/no-such-page']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lists every canonical registry URL once in /sitemap.xml', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = String(res.body);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeHtml(m[1]));
    const expected = [...new Set(registryPages.map((p) => SITE_URL + (p.canonicalPath ?? p.path)))];
    expect(locs.sort()).toEqual(expected.sort());
  });
});
