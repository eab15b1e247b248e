import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS } from '@/lib/constants';

/** How long a hash target that is not on the page yet (a section still loading) is waited for. */
export const HASH_TARGET_WAIT_MS = 10_000;

/**
 * Scrolls smoothly to the element named by the URL hash (#quick-install) 100 ms after the page renders. A target
 * that is not there yet (a section that loads on demand) is scrolled to as soon as it appears, for up to 10 s.
 * Unknown hashes are ignored.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const scrollIfThere = (): boolean => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return target !== null;
    };
    const timer = window.setTimeout(() => {
      if (scrollIfThere() || typeof MutationObserver === 'undefined') return;
      observer = new MutationObserver(() => {
        if (scrollIfThere()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), HASH_TARGET_WAIT_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [hash]);
}
