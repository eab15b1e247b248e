/**
 * Rewrites the head of the built index.html so crawlers see each page's title, description and canonical link
 * before any script runs. Works on the minified output of html-webpack-plugin (attributes may be unquoted).
 */

/** The head tags one served page carries. */
export interface HeadTags {
  /** Text of <title>. */
  title?: string;
  /** Content of <meta name="description">. */
  description?: string;
  /** Absolute canonical URL; null removes the template's canonical link. */
  canonical?: string | null;
  /** Adds <meta name="robots" content="noindex"> (not-found pages). */
  noindex?: boolean;
  /** Same-site URL of an image the page shows on its first screen: adds a high-priority preload link. */
  preloadImage?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/gi;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']?description["'\s>/][^>]*>/gi;
const CANONICAL = /<link\b[^>]*\brel\s*=\s*["']?canonical["'\s>/][^>]*>/gi;
const ROBOTS = /<meta\b[^>]*\bname\s*=\s*["']?robots["'\s>/][^>]*>/gi;

/**
 * Returns the template with the given head tags replaced (or added). Tags not mentioned keep the template's value,
 * except `canonical: null`, which removes the canonical link.
 */
export function injectHeadTags(template: string, tags: HeadTags): string {
  let html = template;
  const added: string[] = [];
  if (tags.title !== undefined) {
    html = html.replace(TITLE, '');
    added.push(`<title>${escapeHtml(tags.title)}</title>`);
  }
  if (tags.description !== undefined) {
    html = html.replace(DESCRIPTION, '');
    added.push(`<meta name="description" content="${escapeHtml(tags.description)}">`);
  }
  if (tags.canonical !== undefined) {
    html = html.replace(CANONICAL, '');
    if (tags.canonical !== null) added.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}">`);
  }
  if (tags.noindex) {
    html = html.replace(ROBOTS, '');
    added.push('<meta name="robots" content="noindex">');
  }
  if (tags.preloadImage !== undefined) {
    added.push(`<link rel="preload" as="image" href="${escapeHtml(tags.preloadImage)}" fetchpriority="high">`);
  }
  if (added.length === 0) return html;
  return insertIntoHead(html, added.join(''));
}

/** Inserts markup right after the charset declaration (it must stay first), else right after <head>. */
function insertIntoHead(html: string, markup: string): string {
  const charset = /<meta\b[^>]*\bcharset\s*=[^>]*>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + markup + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + markup + html.slice(head.index + head[0].length);
  return markup + html;
}
