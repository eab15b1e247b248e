import type { MarketingPage } from './marketingPages';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** The sitemaps.org document listing every canonical marketing URL once, as absolute URLs on the site's base URL. */
export function buildSitemap(siteUrl: string, pages: readonly MarketingPage[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const page of pages) {
    const canonicalPath = page.canonicalPath ?? page.path;
    if (seen.has(canonicalPath)) continue;
    seen.add(canonicalPath);
    entries.push(`  <url><loc>${escapeXml(base + canonicalPath)}</loc></url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
