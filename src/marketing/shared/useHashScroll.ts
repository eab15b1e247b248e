import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS } from '@/lib/constants';

/**
 * Scrolls smoothly to the element named by the URL hash (#quick-install) 100 ms after the page renders,
 * once lazily rendered sections have laid out. Unknown hashes are ignored.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return undefined;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
