import { useEffect } from 'react';
import { trackEvent } from '@/lib/analytics';
import type { MarketingPageContent } from '@/marketing/content/types';
import { useDocumentMeta } from '@/marketing/seo/useDocumentMeta';

/**
 * What every content page does on arrival: set title, description and canonical link, and log
 * 'landing viewed' with the page's feature identifier (once per page, again after navigating to another one).
 */
export function useLandingPage(content: MarketingPageContent): void {
  useDocumentMeta(content);
  const { feature } = content;
  useEffect(() => {
    trackEvent('landing viewed', { feature });
  }, [feature]);
}
