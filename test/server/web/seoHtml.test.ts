import { escapeHtml, injectHeadTags } from '../../../server/src/web/seoHtml';
import { FIXTURE_INDEX_HTML } from './distFixture';
import { readHead } from './headTags';

describe('injectHeadTags', () => {
  it('replaces the unquoted tags of the minified template and keeps one of each', () => {
    const html = injectHeadTags(FIXTURE_INDEX_HTML, { title: 'API Logs', description: 'Search every call.', canonical: 'https://x.test/features/api-logs' });
    expect(readHead(html)).toEqual({ titles: ['API Logs'], descriptions: ['Search every call.'], canonicals: ['https://x.test/features/api-logs'], noindex: false });
    expect(html.indexOf('<meta charset=utf-8>')).toBeLessThan(html.indexOf('<title>'));
  });

  it('replaces quoted tags too', () => {
    const template = '<html><head><meta charset="utf-8"><title>Old</title><meta name="description" content="old"><link rel="canonical" href="/old"></head></html>';
    const html = injectHeadTags(template, { title: 'New', description: 'new', canonical: 'https://x.test/new' });
    expect(readHead(html)).toMatchObject({ titles: ['New'], descriptions: ['new'], canonicals: ['https://x.test/new'] });
  });

  it('escapes markup and quotes so page text cannot break out of the tags', () => {
    const html = injectHeadTags(FIXTURE_INDEX_HTML, {
      title: '</title><script>alert(1)</script>',
      description: '" onload="alert(1)',
      canonical: 'https://x.test/a?b=1&c="2"',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot; onload=&quot;alert(1)"');
    expect(html).toContain('href="https://x.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('removes the canonical link and marks not-found pages noindex', () => {
    const html = injectHeadTags(FIXTURE_INDEX_HTML, { canonical: null, noindex: true });
    expect(readHead(html)).toMatchObject({ canonicals: [], noindex: true, descriptions: ['Default description.'] });
  });
});
