import { otherPages } from '@/marketing/seo/pages/other';

describe('SEO entries of the other pages', () => {
  it('has one entry per path, each with a title and a useful description', () => {
    const paths = otherPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of otherPages) {
      expect(page.path).toMatch(/^\/[a-z0-9/-]*$/);
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.title.length).toBeLessThanOrEqual(70);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(200);
    }
  });

  it('covers every route family of the brief', () => {
    const paths = new Set(otherPages.map((page) => page.path));
    for (const path of ['/casestudies', '/extensions', '/extensions/api-monetization', '/implementation', '/implementation/overview',
      '/implementation/log-http-calls-from-dotnet', '/price', '/price/growth-annual', '/about', '/press', '/terms', '/privacy',
      '/security', '/security-compliance', '/services-agreement', '/dpa', '/subprocessors', '/legal/data-privacy-framework-statement',
      '/signup', '/public-apis/status/dash', '/plugin/desk', '/plugin/zendesk', '/contact/sales', '/landing', '/landing/governance',
      '/basic-landing']) {
      expect(paths).toContain(path);
    }
  });
});
