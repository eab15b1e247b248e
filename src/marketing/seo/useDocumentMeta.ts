import { useEffect } from 'react';
import type { PageMeta } from '@/marketing/content/types';
import { canonicalUrl } from './siteUrl';

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * Sets the document title, the meta description and the canonical link (SITE_URL + path) of a marketing page,
 * again whenever the page's meta changes (navigation between pages of the same family).
 */
export function useDocumentMeta({ path, title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    const meta = upsertHeadElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.setAttribute('name', 'description');
      return element;
    });
    meta.setAttribute('content', description);
    const link = upsertHeadElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.setAttribute('rel', 'canonical');
      return element;
    });
    link.setAttribute('href', canonicalUrl(path));
  }, [path, title, description]);
}
