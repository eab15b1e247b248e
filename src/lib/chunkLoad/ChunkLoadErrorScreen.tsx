/**
 * What the user sees when part of the app could not be downloaded even after retrying: most often a new
 * version was released while the tab was open (the old files are gone), otherwise the network failed.
 */
import { useEffect, useRef } from 'react';
import '@/lib/errorReporting/ErrorScreen.css';

/** Props of ChunkLoadErrorScreen. */
export interface ChunkLoadErrorScreenProps {
  /** Called by the Reload button; defaults to reloading the page. */
  onReload?: () => void;
}

/** Full-area notice with a Reload button; focus moves to its heading so screen readers announce it. */
export function ChunkLoadErrorScreen({ onReload }: ChunkLoadErrorScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="error-screen" aria-labelledby="chunk-load-error-title">
      <h1 id="chunk-load-error-title" className="error-screen__title" ref={headingRef} tabIndex={-1}>
        This page could not be loaded
      </h1>
      <p className="error-screen__text">
        A newer version of Apiscope may have been released since you opened this tab, or your network connection
        dropped while we were downloading part of the app.
      </p>
      <p className="error-screen__text">Reloading the page gets the latest version. Nothing you saved is lost.</p>
      <button type="button" className="error-screen__button" onClick={onReload ?? (() => window.location.reload())}>
        Reload
      </button>
    </section>
  );
}
