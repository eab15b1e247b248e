import { useEffect } from 'react';
import { trackEvent } from '@/lib/analytics';
import type { OtherPageMeta } from '@/marketing/content/other/types';
import { useDocumentMeta } from '@/marketing/seo/useDocumentMeta';

/**
 * Sets a page's title, meta description and canonical link, and logs one 'landing viewed' event carrying the
 * page's feature identifier each time the page (path or feature) changes.
 */
export function useOtherPage(meta: OtherPageMeta): void {
  useDocumentMeta(meta);
  const { path, feature } = meta;
  useEffect(() => {
    trackEvent('landing viewed', { feature, path });
  }, [feature, path]);
}
