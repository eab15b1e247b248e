import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onDemand } from '@/lib/chunkLoad/onDemand';
import { retryImport } from '@/lib/chunkLoad/retryImport';
import { reportError } from '@/lib/errorReporting';
import type { HomeSectionsProps } from './HomeSections';
import './BelowTheFold.css';


const homeSections = onDemand(() => import(/* webpackChunkName: "home-sections" */ './HomeSections'));

/**
 * The home page's sections below the first screen, fetched as soon as the visitor scrolls (they are then at least
 * the rest of a screen away) or their place shows on the screen; at once when the URL names an anchor (the page
 * scrolls to it) or the browser cannot observe intersections. Until then a placeholder one screen high keeps the
 * footer out of sight. A chunk that will not load is retried (retryImport) and then reported; the rest of the
 * page keeps working.
 */
export function BelowTheFold(props: HomeSectionsProps) {
  const [sections, setSections] = useState(() => homeSections.loaded());
  const placeholderRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // Watching starts with the placeholder in the page, not a frame later (when Preact runs plain effects): a scroll
  // in the first frame would otherwise be missed.
  useLayoutEffect(() => {
    if (sections) return undefined;
    let active = true;
    const show = () => {
      retryImport(homeSections.load).then(
        (module) => {
          if (active) setSections(module);
        },
        (error: unknown) => reportError(error, { area: 'home-sections' }),
      );
    };
    const placeholder = placeholderRef.current;
    if (hash.length > 1 || !placeholder || typeof IntersectionObserver === 'undefined') {
      show();
      return () => {
        active = false;
      };
    }
    const stopWatching = () => {
      observer.disconnect();
      window.removeEventListener('scroll', showOnce);
    };
    const showOnce = () => {
      stopWatching();
      show();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) showOnce();
    });
    observer.observe(placeholder);
    window.addEventListener('scroll', showOnce, { passive: true });
    return () => {
      active = false;
      stopWatching();
    };
  }, [sections, hash]);

  if (sections) return <sections.HomeSections {...props} />;
  return <div ref={placeholderRef} className="home-below-the-fold" aria-hidden="true" />;
}
