import { useEffect } from 'react';
import { trackEvent } from '@/lib/analytics';

/** Logs 'landing viewed' with the page's feature identifier once per page visit (SPEC section 2). */
export function useLandingViewed(feature: string): void {
  useEffect(() => {
    trackEvent('landing viewed', { feature });
  }, [feature]);
}
