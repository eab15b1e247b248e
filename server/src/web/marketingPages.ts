import { marketingPages } from '../../../src/marketing/seo/registry';

/** One concrete marketing URL with the head tags the server injects for it (src/marketing/seo/registry.ts). */
export interface MarketingPage {
  /** Absolute path, e.g. '/features/api-logs'. */
  path: string;
  /** Text of the page's <title>. */
  title: string;
  /** Content of the page's meta description. */
  description: string;
  /** Path the canonical link names when the URL shows another page's content (e.g. /features). */
  canonicalPath?: string;
  /** The picture at the top of the page, preloaded by the head (see PageMeta.heroImage). */
  heroImage?: string;
}

/** Every marketing URL of the SEO registry: the SPA's own data, imported as is. */
export const registryPages: readonly MarketingPage[] = marketingPages;
