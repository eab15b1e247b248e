/** Reads the SEO-relevant head tags out of served HTML (attributes may be quoted or not). */
export function readHead(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag)?.slice(1).find((v) => v !== undefined);
  const tags = (pattern: RegExp) => html.match(pattern) ?? [];
  const descriptions = tags(/<meta\b[^>]*\bname="?description"?[^>]*>/g);
  const canonicals = tags(/<link\b[^>]*\brel="?canonical"?[^>]*>/g);
  const titles = tags(/<title>[\s\S]*?<\/title>/g);
  return {
    titles: titles.map((t) => t.replace(/<\/?title>/g, '')),
    descriptions: descriptions.map((t) => attr(t, 'content')),
    canonicals: canonicals.map((t) => attr(t, 'href')),
    noindex: /<meta name="robots" content="noindex">/.test(html),
  };
}

/** Undoes the five escapes the server applies to text. */
export function unescapeHtml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
